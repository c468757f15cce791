import type { RichTextBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { RichHtml } from './RichHtml';
import s from './more.module.css';

/** Operator text (HTML sanitised by the server) on a card. */
export default function RichTextBlock({ block }: BlockProps) {
  const html = (block as RichTextBlockData).html;
  if (typeof html !== 'string' || !html.trim()) return null;
  return <RichHtml html={html} className={`m-card ${s.richCard}`} testId="diy-richtext" />;
}
