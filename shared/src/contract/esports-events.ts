// Contract of this area: filled by its feature issue.
export {};
