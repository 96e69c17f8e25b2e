/** Static content of the home page (spec: five service cards, four testimonials). */
export const HOME_SERVICES = [
  {
    icon: 'training',
    title: 'Professional Training',
    description: 'Coaching by pro players: aim, rotations and team comms.',
    path: '/services',
  },
  {
    icon: 'scrims',
    title: 'Daily Scrims',
    description: 'Competitive practice rooms every single day.',
    path: '/tournamentsSCRIMS',
  },
  {
    icon: 'tournaments',
    title: 'Pro Tournaments',
    description: 'Prize-pool tournaments for verified squads.',
    path: '/tournaments',
  },
  {
    icon: 'team',
    title: 'Team Matching',
    description: 'Find teammates that fit your role and schedule.',
    path: '/team-matching',
  },
  {
    icon: 'lan',
    title: 'LAN Events',
    description: 'Play on stage at LAN events across India.',
    path: '/lan-events',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: 'The daily scrims took our squad from random lobbies to our first tournament final.',
    name: 'Rohan K.',
    role: 'IGL, Team Vortex',
  },
  {
    quote: 'Training sessions fixed my spray control in two weeks. Worth every rupee.',
    name: 'Sneha M.',
    role: 'Assaulter',
  },
  {
    quote: 'Found my whole squad through team matching. We play every night now.',
    name: 'Arjun P.',
    role: 'Support player',
  },
  {
    quote: 'Smooth registration, clear rules and payouts on time. Best tournaments around.',
    name: 'Imran S.',
    role: 'Team owner',
  },
] as const;
