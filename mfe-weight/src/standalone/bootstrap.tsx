import { startStandalone } from '@nutrilog/shared/sign-in';
import lifecycles from '../parcel';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';

// Runs only when this remote is opened on its own origin (its dev server): the host never loads this file.
startStandalone(lifecycles, 'weight', { 'en-GB': en, 'nl-NL': nl });
