import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface RichTextProps {
  /** catalogue key whose %{name} placeholders are filled with `nodes` (bold names, links...) */
  i18nKey: string;
  nodes: Record<string, ReactNode>;
}

/** A translated sentence holding elements: the catalogue keeps the whole sentence, so word order can change per language. */
export function RichText({ i18nKey, nodes }: RichTextProps) {
  const translate = useTranslate();
  // placeholders without a value are left as they are by polyglot, then replaced by the nodes here
  const parts = translate(i18nKey).split(/%\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{i % 2 ? (nodes[part] ?? part) : part}</Fragment>
      ))}
    </>
  );
}
