/** Where the layout switches to its phone form: the navigation moves to a bar fixed at the bottom. */
export const PHONE_MEDIA = '(max-width: 767px)';

/** The height of the navigation bar, at the top on wider screens and at the bottom on a phone. */
export const NAV_BAR_HEIGHT_PX = 56;
