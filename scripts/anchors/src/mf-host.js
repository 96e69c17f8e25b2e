// Anchor 2, host: an async boundary so federation can negotiate the shared singletons first.
import('./mf-host-bootstrap');
