export declare const GOALS: {
  hotRatio: number;
  variedRatio: number;
  p99RatioAtMost: number;
  errors: number;
  firstLoadJs: number;
  firstLoadCss: number;
};

export interface Measured {
  rps: number;
  requests: number;
  p99: number;
  errors: number;
}

export interface Verdict {
  ratio: number;
  /** null when no request completed */
  p99Ratio: number | null;
  goal: number;
  pass: boolean;
  failures: string[];
}

export declare function judge(kind: 'hot' | 'varied', app: Measured, staticSend: Measured): Verdict;

export declare function judgeFirstLoad(firstLoad: {
  js: number;
  css: number;
  forbidden?: { name: string }[];
}): {
  pass: boolean;
  failures: string[];
};
