export declare const corpusFolder: string
export declare const corpusPresent: boolean
export declare const corpusSites: string[]
export declare const corpusMissing: string
