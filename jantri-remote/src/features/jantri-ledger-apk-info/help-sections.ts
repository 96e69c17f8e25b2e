/** The help page's topics (jantri spec section 1): words in the catalogue (section.N.title and
 * section.N.body, English and Hindi), each with an example paste the parser reads. */
export interface HelpSection {
  /** Its number in the catalogue keys. */
  key: number;
  example?: string;
}

export const HELP_SECTIONS: HelpSection[] = [
  { key: 1, example: 'A 3(100)   B 7(50)   booth 5(20)' },
  { key: 2, example: '01,02,03(30)   12,45(20) palat   01 02 11=20' },
  { key: 3, example: 'crossing 123 joda cut (10)   batta 12 34 (10)   10-19(5)' },
  { key: 4 },
  { key: 5, example: '12(500) 21(150) 34,45(80)' },
  { key: 6 },
  { key: 7 },
  { key: 8 },
];
