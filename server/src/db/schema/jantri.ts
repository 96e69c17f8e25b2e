// Tables of this area (mirrors its migration): filled by its feature issue.
export {};
