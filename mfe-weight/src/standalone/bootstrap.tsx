import { startStandalone } from '@nutrilog/shared/sign-in';
import lifecycles from '../parcel';

// Runs only when this remote is opened on its own origin (its dev server): the host never loads this file.
void startStandalone(lifecycles, 'weight');
