import { XMLParser } from 'fast-xml-parser';
import type { ScormVersion } from '@app/domain/learning/scorm-cmi';
import { launchFilePath, type ScormPackageProblem } from '@app/domain/learning/scorm-package';

/** What the platform needs of a package's manifest: its SCORM version and where its first SCO starts. */
export interface ScormManifest {
  version: ScormVersion;
  title: string | null;
  /** The launch file of the first SCO, relative to the package folder. */
  launchFile: string;
  /** The launch with its query and fragment (e.g. `index.html?lang=fr`), as the href gave them. */
  entry: string;
}

export class ScormPackageError extends Error {
  constructor(readonly problem: ScormPackageProblem) {
    super(problem);
  }
}

type Node = Record<string, unknown>;

// Namespaces are dropped (adlcp:scormtype → scormtype); the manifest's parts that repeat are always arrays. Entities
// are left as written: a package has no business declaring its own, and expanding them is how XML bombs work.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  isArray: (name) => ['organization', 'item', 'resource', 'file'].includes(name),
});

const attr = (node: Node | undefined, name: string): string | undefined => {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value : undefined;
};
const child = (node: Node | undefined, name: string): Node | undefined => {
  const value = node?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};
const children = (node: Node | undefined, name: string): Node[] => (Array.isArray(node?.[name]) ? (node[name] as Node[]) : []);
const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as Node)['#text']);
  return null;
};

/** SCORM 1.2 says `1.2`; 2004 says `2004 3rd Edition`, `2004 4th Edition` or `CAM 1.3`; else the namespaces tell. */
function versionOf(manifest: Node, xml: string): ScormVersion | null {
  const declared = textOf(child(manifest, 'metadata')?.schemaversion) ?? '';
  if (declared === '1.2') return '1.2';
  if (/2004|CAM 1\.3/i.test(declared)) return '2004';
  if (/adlcp_rootv1p2/.test(xml)) return '1.2';
  if (/adlcp_v1p3/.test(xml)) return '2004';
  return null;
}

/** Items in document order, depth first: the first that points at a SCO is where the learner starts. */
function* itemsOf(node: Node): Generator<Node> {
  for (const item of children(node, 'item')) {
    yield item;
    yield* itemsOf(item);
  }
}

/**
 * Reads `imsmanifest.xml` (SCORM 1.2 CAM §2.3, SCORM 2004 CAM §3.4): the version, and the launch of the first SCO of
 * the default organisation (its resource's href under the `xml:base` values). Throws a ScormPackageError naming why
 * the manifest cannot be used.
 */
export function parseScormManifest(xml: string): ScormManifest {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch {
    throw new ScormPackageError('manifestUnreadable');
  }
  const manifest = child(document, 'manifest');
  if (!manifest) throw new ScormPackageError('manifestUnreadable');
  const version = versionOf(manifest, xml);
  if (!version) throw new ScormPackageError('unknownVersion');

  const organizations = child(manifest, 'organizations');
  const all = children(organizations, 'organization');
  const organization = all.find((o) => attr(o, 'identifier') === attr(organizations, 'default')) ?? all[0];
  const resourcesNode = child(manifest, 'resources');
  const resources = new Map(children(resourcesNode, 'resource').map((r) => [attr(r, 'identifier'), r]));
  const isSco = (r: Node) => (attr(r, 'scormtype') ?? attr(r, 'scormType') ?? '').toLowerCase() === 'sco';

  for (const item of organization ? itemsOf(organization) : []) {
    const resource = resources.get(attr(item, 'identifierref'));
    const href = attr(resource, 'href');
    if (!resource || !href || !isSco(resource)) continue;
    const bases = [attr(manifest, 'base'), attr(resourcesNode, 'base'), attr(resource, 'base')].filter((b): b is string => Boolean(b));
    const launchFile = launchFilePath(bases, href);
    if (!launchFile) throw new ScormPackageError('pathEscapes');
    const suffix = href.slice(href.split(/[?#]/, 1)[0].length);
    return { version, title: textOf(organization?.title), launchFile, entry: `${launchFile}${suffix}` };
  }
  throw new ScormPackageError('noLaunchFile');
}
