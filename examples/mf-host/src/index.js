// An async boundary, so Module Federation negotiates the shared React before it loads.
import('./bootstrap');
