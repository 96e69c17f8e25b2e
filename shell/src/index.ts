// An async boundary so Module Federation can negotiate shared singletons before React loads.
import('./bootstrap');
