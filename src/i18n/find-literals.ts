// Finds user-facing literals in JSX source: text between tags and the label-like props, so that every
// text a screen shows comes from the catalogue (src/i18n/en.ts). Pure: source text in, findings out.
import ts from 'typescript';

/** Props whose value a user reads or hears. */
export const TEXT_PROPS = ['label', 'title', 'subtitle', 'placeholder', 'aria-label', 'alt', 'helperText', 'emptyText', 'noOptionsText', 'loadingText', 'primary', 'secondary'] as const;

export interface LiteralFinding {
  line: number;
  text: string;
}

/** A catalogue key (`app.list.total`): translated where it is used, checked by the catalogue test. */
export const KEY_PATTERN = /^(app|resources|ra)\.[\w.]+$/;

/** A text made of words; symbols, digits and punctuation alone ('/', '#', ' *', '—') and keys are allowed. */
const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text) && !KEY_PATTERN.test(text.trim());

function literalParts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalParts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalParts(node.whenTrue), ...literalParts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.PlusToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken))
    return [...literalParts(node.left), ...literalParts(node.right)];
  return [];
}

/** The user-facing literals of one .tsx source. */
export function findLiterals(source: string, fileName = 'file.tsx'): LiteralFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralFinding[] = [];
  const add = (node: ts.Node, text: string) => {
    if (hasWords(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const part of literalParts(node.expression)) add(node, part);
    else if (ts.isJsxAttribute(node) && (TEXT_PROPS as readonly string[]).includes(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) add(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const part of literalParts(init.expression)) add(init, part);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
