import { createContext, useContext } from 'react';

/**
 * True while the app's first render adopts a page's HTML as the server wrote it (React hydrates
 * it instead of drawing the page again): the layout then draws what that HTML holds, the page
 * frame with the screen's content, and adds the rest of the frame right after.
 */
export const AdoptingHtml = createContext(false);

export const useAdoptingHtml = () => useContext(AdoptingHtml);
