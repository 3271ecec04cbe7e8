import { describe, expect, it } from 'vitest';
import { launchFilePath, packageEntryPath } from './scorm-package.ts';

describe('packageEntryPath', () => {
  it('keeps paths inside the package, normalised', () => {
    expect(packageEntryPath('index.html')).toBe('index.html');
    expect(packageEntryPath('assets/./img/logo.png')).toBe('assets/img/logo.png');
    expect(packageEntryPath('shared\\style.css')).toBe('shared/style.css');
    expect(packageEntryPath('folder/')).toBe('folder');
  });

  it('refuses what would land outside the folder', () => {
    expect(packageEntryPath('../evil.js')).toBeNull();
    expect(packageEntryPath('a/../../evil.js')).toBeNull();
    expect(packageEntryPath('a/..\\..\\evil.js')).toBeNull();
    expect(packageEntryPath('/etc/passwd')).toBeNull();
    expect(packageEntryPath('C:/Windows/evil.dll')).toBeNull();
    expect(packageEntryPath('c:evil')).toBeNull();
    expect(packageEntryPath('a\0b')).toBeNull();
    expect(packageEntryPath('./')).toBeNull();
  });
});

describe('launchFilePath', () => {
  it('joins the xml:base values and drops the query and fragment', () => {
    expect(launchFilePath([], 'index.html?lang=fr#start')).toBe('index.html');
    expect(launchFilePath(['course/', 'sco1/'], 'page%201.html')).toBe('course/sco1/page 1.html');
  });

  it('refuses a launch outside the package', () => {
    expect(launchFilePath([], '../index.html')).toBeNull();
    expect(launchFilePath([], 'https://example.org/index.html')).toBeNull();
    expect(launchFilePath([], 'javascript:alert(1)')).toBeNull();
    expect(launchFilePath(['/abs/'], 'index.html')).toBeNull();
    expect(launchFilePath([], 'folder/')).toBeNull();
    expect(launchFilePath([], '%E0%A4%A.html')).toBeNull();
  });
});
