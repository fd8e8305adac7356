// Command-line options of the bench runners: `--name value` pairs and bare `--flag`s.

/** The value after `--name`, or the fallback. */
export function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && index + 1 < args.length ? args[index + 1] : fallback;
}
