export interface ForbiddenModule {
  name: string;
  pattern: RegExp;
}

export interface FoundForbidden {
  name: string;
  url: string;
  module: string;
}

export interface FirstLoad {
  js: number;
  css: number;
  brotli: { js: number; css: number };
  files: { url: string; kind: 'js' | 'css'; gzip: number; br: number }[];
  forbidden: FoundForbidden[];
}

export declare const BUDGET: { js: number; css: number };
export declare const FORBIDDEN_FIRST_LOAD: ForbiddenModule[];
export declare function referencedAssets(html: string): { js: string[]; css: string[] };
export declare function forbiddenModules(
  jsUrls: Iterable<string>,
  distClientDir: string,
  forbidden?: ForbiddenModule[],
): FoundForbidden[];
export declare function firstLoadBytes(html: string, distClientDir: string): FirstLoad;
