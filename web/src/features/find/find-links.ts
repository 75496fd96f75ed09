import { paths } from '@petvet/shared';
import { writeFind, type FindState } from './find-params';

/** The address of a search on /find. */
export const findPath = (state: FindState) => paths.find(writeFind(state));
