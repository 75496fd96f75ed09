/** Map settings shared by the clinic and practice detail pages. */
export const MAP_ZOOM = 15;
export const MAP_HEIGHT = 300;
