export interface DecisionHeader {
  file: string;
  number: string | undefined;
  title: string | undefined;
  date: string | undefined;
  status: string | undefined;
  problems: string[];
}
export declare const DECISIONS_DIR: string;
export declare const INDEX_START: string;
export declare const INDEX_END: string;
export declare const DECISION_FILE: RegExp;
export declare const REQUIRED_SECTIONS: string[];
export declare function parseDecision(file: string, text: string): DecisionHeader;
export declare function readDecisions(dir?: string): DecisionHeader[];
export declare function indexTable(decisions: DecisionHeader[]): string;
export declare function renderIndex(readme: string, decisions: DecisionHeader[]): Promise<string>;
