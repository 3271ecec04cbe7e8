/** What a SCORM package may hold (issue "Learning I", bad input): its limits and the paths of its entries. */

/** Largest zip accepted, as uploaded. */
export const SCORM_MAX_ZIP_BYTES = 200 * 1024 * 1024;
/** Largest package once unpacked: a zip bomb stops here, whatever its headers claim. */
export const SCORM_MAX_UNPACKED_BYTES = 500 * 1024 * 1024;
export const SCORM_MAX_ENTRIES = 10_000;

/** Why a package is refused; each is a message naming the problem. */
export type ScormPackageProblem =
  | 'notAZip'
  | 'tooBig'
  | 'tooManyFiles'
  | 'pathEscapes'
  | 'symlink'
  | 'noManifest'
  | 'manifestUnreadable'
  | 'unknownVersion'
  | 'noLaunchFile'
  | 'launchFileMissing';

/**
 * The path of a zip entry inside the package folder, normalised (`a/./b` → `a/b`, backslashes as separators), or
 * null when it would land outside the folder: an absolute path, a drive letter, a `..` segment, a NUL byte.
 */
export function packageEntryPath(name: string): string | null {
  if (name.includes('\0')) return null;
  const slashed = name.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) return null;
  const segments = slashed.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.length === 0 || segments.includes('..')) return null;
  return segments.join('/');
}

/**
 * The file a launch `href` names, relative to the package folder: the manifest's `xml:base` values, then the href,
 * without its query or fragment (which the launch keeps). Null when it escapes the package or names no file.
 */
export function launchFilePath(bases: readonly string[], href: string): string | null {
  const file = href.split(/[?#]/, 1)[0];
  if (/^[a-z][a-z0-9+.-]*:/i.test(file)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent([...bases, file].join(''));
  } catch {
    return null;
  }
  return decoded.endsWith('/') ? null : packageEntryPath(decoded);
}
