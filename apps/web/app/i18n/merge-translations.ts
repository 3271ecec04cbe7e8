/**
 * The texts of a language are written by area (`app/i18n/<area>/<lang>.json`: platform, catalogue, identity, content,
 * realtime) and used as one resource: the server merges them for rendering, the build emits the merged file the browser
 * fetches. A key belongs to one area only.
 */
export interface Texts {
  [key: string]: string | Texts;
}

/**
 * Areas whose texts only their own screens use (the learning screens, the content pages, the profile, the sign-in and
 * account screens, the shop): the browser loads each as an
 * asset of its own with those screens, so the other pages do not carry them. Every other area is in the language's
 * main asset (the home page's and the shared form texts are the platform area's). The guided tour's texts come with
 * its code, on a first visit only. The trainer's virtual class page has its own (`trainer`, beside the learner's join texts
 * of the learning area), so that a trainer's link does not fetch every learning screen's texts.
 */
export const DEFERRED_AREAS = ['learning', 'content', 'profile', 'tour', 'auth', 'shop', 'pharmacy', 'admin', 'trainer', 'compliance'] as const;
export type DeferredArea = (typeof DEFERRED_AREAS)[number];

/** The attribute of a deferred area's preload link in the head (the client entry loads those before hydrating). */
export const AREA_ATTRIBUTE = 'data-texts-area';

export function isDeferredArea(area: string): area is DeferredArea {
  return (DEFERRED_AREAS as readonly string[]).includes(area);
}

/** The languages of the texts; every area has one file per language. */
export const TEXT_LANGS = ['fr', 'es'] as const;

/** The area and language of a texts file path (`…/<area>/<lang>.json`), or null for another path. */
export function areaFileOf(path: string): { area: string; lang: (typeof TEXT_LANGS)[number] } | null {
  const match = /(?:^|[\\/])([a-z-]+)[\\/](fr|es)\.json$/.exec(path);
  return match ? { area: match[1], lang: match[2] as (typeof TEXT_LANGS)[number] } : null;
}

/** Merges the area files of one language (name → texts); a key path defined in two files is an error naming both. */
export function mergeTranslations(files: Record<string, Texts>): Texts {
  const merged: Texts = {};
  const owners = new Map<string, string>();
  const add = (from: Texts, into: Texts, file: string, prefix: string) => {
    for (const [key, value] of Object.entries(from)) {
      const path = `${prefix}${key}`;
      const existing = into[key];
      if (typeof value === 'object' && (existing === undefined || typeof existing === 'object')) {
        if (existing === undefined) owners.set(path, file);
        add(value, (into[key] = existing ?? {}), file, `${path}.`);
        continue;
      }
      if (existing !== undefined) {
        throw new Error(`The translation key "${path}" is defined in ${owners.get(path) ?? 'another area'} and in ${file}`);
      }
      into[key] = value;
      owners.set(path, file);
    }
  };
  for (const [file, texts] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) add(texts, merged, file, '');
  return merged;
}
