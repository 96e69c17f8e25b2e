// Anchor 2, remote: its own async boundary when opened alone.
import('./mf-remote-pages');
