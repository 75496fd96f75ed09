// The slice and its request helpers; the endpoints themselves live in this folder's area files.
export * from './slice';
