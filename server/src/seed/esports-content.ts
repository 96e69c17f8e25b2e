/** Demo copy for /services and /blogs (DESIGN section 2: five services, blogs over two pages). */
export const DEMO_SERVICES = [
  {
    icon: 'training',
    title: 'Professional Training',
    description: 'One-to-one coaching with ranked pro players to sharpen aim, rotations and comms.',
    benefits: ['Weekly live sessions', 'VOD review of your matches', 'Personal improvement plan'],
    price: 999,
    buttonLabel: 'Start Training',
  },
  {
    icon: 'scrims',
    title: 'Daily Scrims',
    description: 'Practice against competitive squads every day in custom rooms.',
    benefits: ['Two scrims a day', 'Points table after each match', 'Room ID before every match'],
    price: 299,
    buttonLabel: 'Join Scrims',
  },
  {
    icon: 'tournaments',
    title: 'Pro Tournaments',
    description: 'Prize-pool tournaments with verified teams and fair-play checks.',
    benefits: ['Prize pools every month', 'Anti-cheat review', 'Streamed finals'],
    price: 499,
    buttonLabel: 'Get Tournament Pass',
  },
  {
    icon: 'team',
    title: 'Team Matching',
    description: 'Find teammates that match your role, rank and schedule.',
    benefits: ['Role-based matching', 'Team chat', 'Join requests with history'],
    price: 199,
    buttonLabel: 'Find My Squad',
  },
  {
    icon: 'lan',
    title: 'LAN Events',
    description: 'Play on stage at our LAN events across Indian cities.',
    benefits: ['Priority LAN slots', 'Travel support for finalists', 'Meet pro players'],
    price: 1499,
    buttonLabel: 'Reserve LAN Slot',
  },
] as const;

const long = (text: string) =>
  `${text} We break down what changed, why it matters for ranked and scrims, and how top Indian ` +
  'squads are adapting their drops, rotations and utility usage going into the next season.';

export const DEMO_BLOGS = [
  {
    title: 'Five Drop Spots That Win Erangel Scrims',
    author: 'Aarav Sharma',
    excerpt: long('Hot drops are not always the answer.'),
  },
  {
    title: 'Meta Update: The New M416 Attachments',
    author: 'Team BGMI Arena',
    excerpt: long('The latest patch changed recoil on the M416.'),
  },
  {
    title: 'LAN Recap: Mumbai Masters Finals',
    author: 'Bhavya Patel',
    excerpt: 'Team Phoenix took the crown after a last-circle clutch on Miramar.',
  },
  {
    title: 'How Pro Players Warm Up Before Tournaments',
    author: 'Kishan Verma',
    excerpt: long('Twenty minutes in training mode can decide a match.'),
  },
  {
    title: 'Weapon Guide: Choosing Your Sniper',
    author: 'Team BGMI Arena',
    excerpt: 'AWM, M24 or Kar98k? A quick guide to bolt-action rifles for every role.',
  },
  {
    title: 'Team Strategy: Calling Rotations Like an IGL',
    author: 'Diya Nair',
    excerpt: long('Good rotations start before the first circle closes.'),
  },
  {
    title: 'Tournament Rules Every Squad Should Know',
    author: 'Chirag Mehta',
    excerpt: 'Registration, check-in and fair-play rules for our pro tournaments.',
  },
  {
    title: 'BGMI Tips: Winning Close-Range Fights',
    author: 'Aarav Sharma',
    excerpt: long('Close-range fights are about movement as much as aim.'),
  },
] as const;
