import { describe, expect, it } from 'vitest';
import { parseScormManifest } from './scorm-manifest.ts';

const manifest12 = (resources: string, items = '<item identifier="i1" identifierref="r1"><title>Page</title></item>') => `<?xml version="1.0"?>
<manifest identifier="m" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o1"><organization identifier="o1"><title>Cours</title>${items}</organization></organizations>
  <resources>${resources}</resources>
</manifest>`;

describe('parseScormManifest', () => {
  it('finds the version and the first SCO of a SCORM 1.2 manifest', () => {
    const xml = manifest12(
      '<resource identifier="r0" type="webcontent" href="assets/readme.html"/><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html?lang=fr"><file href="index.html"/></resource>',
      '<item identifier="i0" identifierref="r0"/><item identifier="i1" identifierref="r1"/>',
    );
    expect(parseScormManifest(xml)).toEqual({ version: '1.2', title: 'Cours', launchFile: 'index.html', entry: 'index.html?lang=fr' });
  });

  it('reads SCORM 2004 with nested items, the default organisation and xml:base', () => {
    const xml = `<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xml:base="course/">
      <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
      <organizations default="main">
        <organization identifier="other"><title>Autre</title><item identifier="x" identifierref="rx"/></organization>
        <organization identifier="main"><title>Curso</title><item identifier="chapter"><title>Capítulo</title><item identifier="a" identifierref="ra"/></item></organization>
      </organizations>
      <resources xml:base="scos/">
        <resource identifier="rx" adlcp:scormType="sco" href="other.html"/>
        <resource identifier="ra" adlcp:scormType="sco" xml:base="one/" href="start.html#p1"/>
      </resources>
    </manifest>`;
    expect(parseScormManifest(xml)).toEqual({ version: '2004', title: 'Curso', launchFile: 'course/scos/one/start.html', entry: 'course/scos/one/start.html#p1' });
  });

  it('tells the version from the namespaces when the metadata is silent', () => {
    const xml = manifest12('<resource identifier="r1" adlcp:scormtype="sco" href="a.html"/>').replace('<schemaversion>1.2</schemaversion>', '');
    expect(parseScormManifest(xml).version).toBe('1.2');
    const declared = `<manifest><metadata><schemaversion>CAM 1.3</schemaversion></metadata><organizations><organization identifier="o"><item identifier="i" identifierref="r"/></organization></organizations><resources><resource identifier="r" scormType="sco" href="a.html"/></resources></manifest>`;
    expect(parseScormManifest(declared).version).toBe('2004');
  });

  it('names what makes a manifest unusable', () => {
    const problem = (xml: string) => {
      try {
        parseScormManifest(xml);
        return null;
      } catch (error) {
        return (error as { problem?: string }).problem;
      }
    };
    expect(problem('not xml <<<')).toBe('manifestUnreadable');
    expect(problem('<other/>')).toBe('manifestUnreadable');
    expect(problem('<manifest><metadata><schemaversion>9</schemaversion></metadata></manifest>')).toBe('unknownVersion');
    expect(problem(manifest12('<resource identifier="r1" type="webcontent" adlcp:scormtype="asset" href="a.html"/>'))).toBe('noLaunchFile');
    expect(problem(manifest12('<resource identifier="r1" adlcp:scormtype="sco" href="../../evil.html"/>'))).toBe('pathEscapes');
  });
});
