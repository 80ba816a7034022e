export declare function benchSection(report: unknown): string;
export declare function replaceBetweenMarkers(
  doc: string,
  section: string,
  start?: string,
  end?: string,
): string;
export declare function writeBenchSection(file: string, report: unknown): Promise<void>;
export declare function lighthouseSection(report: unknown): string;
export declare function writeLighthouseSection(file: string, report: unknown): Promise<void>;
