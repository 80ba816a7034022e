import { describe, expect, it } from 'vitest';
import { parseSections as parse } from './page-document';

/** Sections as an editor's draft holds them, valid or not. */
const parseSections = (sections: object[]) => parse(sections as Array<{ type: string }>);

/** What an editor reads under Publish when a section is not valid: the form's own words. */
describe('section problems, in the words of the section form', () => {
  it('an empty required field reads "Enter a value", not zod’s "Too small"', () => {
    const { issues } = parseSections([{ type: 'hero', id: 'h', title: '' }]);
    expect(issues).toEqual([
      {
        index: 0,
        type: 'hero',
        section: 'Section 1 (Hero)',
        issues: ['Title: Enter a value'],
        fields: [{ path: 'title', field: 'Title', message: 'Enter a value' }],
      },
    ]);
  });

  it('every kind of section keeps its id to 64 characters, a hero and a rich-text too', () => {
    const id = 'x'.repeat(65);
    const { issues } = parseSections([
      { type: 'hero', id, title: 'Hi' },
      { type: 'rich-text', id, blocks: [{ kind: 'paragraph', spans: [{ text: 'Hi' }] }] },
      { type: 'article-list', id },
    ]);
    expect(issues.map((i) => i.issues)).toEqual([
      ['Id: Use at most 64 characters'],
      ['Id: Use at most 64 characters'],
      ['Id: Use at most 64 characters'],
    ]);
  });

  it('a title too long says the limit in characters; an empty list asks for one', () => {
    const long = parseSections([{ type: 'hero', id: 'h', title: 'x'.repeat(500) }]);
    expect(long.issues[0]!.issues).toEqual(['Title: Use at most 120 characters']);
    const empty = parseSections([{ type: 'rich-text', id: 'r', blocks: [] }]);
    expect(empty.issues[0]!.issues).toEqual(['Blocks: Add at least 1']);
  });

  it('names the section by its place and kind, and a field inside a list by its item, never by its path', () => {
    const { issues } = parseSections([
      { type: 'hero', id: 'h', title: 'Fine' },
      {
        type: 'rich-text',
        id: 'r',
        blocks: [
          { kind: 'paragraph', spans: [{ text: 'Read the pack.' }] },
          { kind: 'heading', level: 2, text: '' },
        ],
      },
      { type: 'no-such-kind', id: 'x' },
    ]);
    expect(issues.map((i) => [i.section, i.issues])).toEqual([
      ['Section 2 (Rich text)', ['Block 2 › Text: Enter a value']],
      ['Section 3 (No such kind)', ['This kind of section is not known here; remove it']],
    ]);
    // The path stays, for the editor to open the form on the field.
    expect(issues[0]!.fields).toEqual([
      { path: 'blocks.1.text', field: 'Block 2 › Text', message: 'Enter a value' },
    ]);
    expect(JSON.stringify(issues.map((i) => i.issues))).not.toMatch(/blocks\.|\.\d/);
  });

  it('a rich-text section of empty paragraphs is refused on its blocks, as an empty field is', () => {
    const blankParagraph = { kind: 'paragraph', spans: [{ text: '' }] };
    const { issues } = parseSections([
      {
        type: 'rich-text',
        id: 'r',
        blocks: [blankParagraph, { kind: 'paragraph', spans: [{ text: '  ' }] }],
      },
    ]);
    expect(issues).toEqual([
      expect.objectContaining({
        index: 0,
        type: 'rich-text',
        issues: ['Blocks: Write some text: a section of empty paragraphs shows as a blank gap'],
      }),
    ]);
    const written = parseSections([
      {
        type: 'rich-text',
        id: 'r',
        blocks: [blankParagraph, { kind: 'paragraph', spans: [{ text: 'Read the pack.' }] }],
      },
    ]);
    expect(written.issues).toEqual([]);
  });
});
