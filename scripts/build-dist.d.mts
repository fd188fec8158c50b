export declare function distIsStale(): boolean
export declare function buildDist(options?: { onlyIfStale?: boolean }): Promise<boolean>
