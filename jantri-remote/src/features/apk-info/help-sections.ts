/** The help page's topics (jantri spec section 1), each in Hindi and English. */
export interface HelpSection {
  title: string;
  hindi: string;
  english: string;
  example?: string;
}

export const HELP_SECTIONS: HelpSection[] = [
  {
    title: 'Haruf / हरूफ',
    hindi: 'A.H (अंदर), B.H (बाहर) या Booth (दोनों) के साथ 0 से 9 तक का एक अंक लिखें, ब्रैकेट में रकम।',
    english:
      'Write A.H (andar), B.H (bahar) or Booth (both) with a digit 0-9 and the amount in brackets.',
    example: 'A 3(100)   B 7(50)   booth 5(20)',
  },
  {
    title: 'String bets / स्ट्रिंग',
    hindi: 'नंबर कॉमा से लिखें और रकम ब्रैकेट में दें। palat लिखने पर उल्टे नंबर भी जुड़ जाते हैं (12 के साथ 21)।',
    english:
      'List the numbers with commas and the amount in brackets. Add palat to also bet the reverse (21 with 12).',
    example: '01,02,03(30)   12,45(20) palat   01 02 11=20',
  },
  {
    title: 'Crossing, Joda cut, Batta, Ladi / क्रॉसिंग, जोड़ा कट, बट्टा, लड़ी',
    hindi:
      'crossing 123 से सारे जोड़े बनते हैं (9); joda cut से 11, 22 जैसे जोड़े हट जाते हैं (6)। बट्टा में पहला अंक पहले समूह से, दूसरा दूसरे समूह से। लड़ी में शुरू से आखिर तक हर नंबर।',
    english:
      'crossing 123 makes every pair of its digits (9); joda cut leaves out doubles such as 11 (6). Batta takes the first digit from the first set and the second from the second. Ladi covers every number from start to end.',
    example: 'crossing 123 joda cut (10)   batta 12 34 (10)   10-19(5)',
  },
  {
    title: 'Wallet & summary / वॉलेट और सारांश',
    hindi:
      'ऊपर वॉलेट बैलेंस दिखता है। जंत्री में 1 से 100 (100 = 00) तक के नंबर और 0 से 9 तक के अंक (अंदर/बाहर) का पूरा जोड़ दिखता है।',
    english:
      'Your wallet balance is shown at the top. The jantri sums every number 1-100 (100 = 00) and every digit 0-9 (andar/bahar).',
  },
  {
    title: 'Cutting / कटिंग',
    hindi:
      'क्लाइंट, गेम और कटिंग रकम चुनें। रकम से ऊपर का बचा हुआ हिस्सा स्ट्रिंग में दिखता है, जिसे Copy बटन से कॉपी कर सकते हैं।',
    english:
      'Choose the client, the game and the cutting amounts. What stays above them is shown as a string you can copy with the Copy button.',
    example: '12(500) 21(150) 34,45(80)',
  },
  {
    title: 'Recharge / रिचार्ज',
    hindi: 'QR स्कैन करके पेमेंट करें, रकम और ट्रांजैक्शन आईडी भरें, फिर WhatsApp पर मैसेज भेजें।',
    english:
      'Pay by scanning the QR code, enter the amount and the transaction id, then follow up on WhatsApp.',
  },
  {
    title: 'Help & Support / सहायता',
    hindi: 'सहायता पेज से मैसेज भेजें; उसका स्टेटस Pending या Success दिखेगा।',
    english: 'Send a message from the support page; its status shows as Pending or Success.',
  },
  {
    title: 'Delete a bet / बेट डिलीट',
    hindi: 'किसी बेट को डिलीट करने पर उससे जुड़े सारे नंबरों की रकम जंत्री से वापस हट जाती है।',
    english: 'Deleting a bet reverses the bets it placed: exactly its amounts leave the jantri.',
  },
];
