import { startStandalone } from '@bgmi/shared/standalone-app';
import { mount } from './mount';

// Standalone run of this remote (its own dev server or static server).
void startStandalone(mount);
