// React's scheduler (installed with react-dom) ships without types; the tests use these two.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
