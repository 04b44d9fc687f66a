// Module Federation needs an async boundary before any shared module is used.
import('./standalone/bootstrap');
