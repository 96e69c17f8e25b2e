// The anchor pages' content: a header, a hero and a services list, about what "/" shows first.
import { createElement as h } from 'react';

const SERVICES = ['Tournaments', 'Daily scrims', 'Team matching', 'Training', 'LAN events'];

export function PageContent() {
  return h(
    'main',
    { style: { maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' } },
    h(
      'section',
      { style: { padding: '32px 0' } },
      h('h1', { style: { fontSize: 32 } }, 'Compete in BGMI tournaments and daily scrims'),
      h('p', null, 'Register your squad, follow the points table and climb the rankings.'),
    ),
    h(
      'section',
      null,
      h('h2', null, 'Our Services'),
      h('ul', null, ...SERVICES.map((name) => h('li', { key: name }, name))),
    ),
  );
}

export function Header() {
  return h(
    'header',
    { style: { padding: 16, background: '#0b0f1a', color: '#fff' } },
    'BGMI Arena',
  );
}
