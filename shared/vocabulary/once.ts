/**
 * A value made on its first use, then kept: for work a module would otherwise do when it loads,
 * which every cold start would pay whether or not a request needs it.
 */
export const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};
