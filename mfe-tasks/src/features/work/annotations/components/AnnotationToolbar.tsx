import { useTranslation } from 'react-i18next';
import { Check, Highlighter, Pen, StickyNote, Trash2, Undo2, X } from 'lucide-react';
import { ANNOTATION_COLORS, ANNOTATION_LIMITS, type AnnotationColor } from '@tutor/contracts';
import { ANNOTATION_COLOR_VALUES } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { ANNOTATION_TOOLS, type AnnotationTool } from '../lib/tools';

const ICONS = {
  pen: Pen,
  highlighter: Highlighter,
  tick: Check,
  cross: X,
  note: StickyNote,
} satisfies Record<AnnotationTool, unknown>;

interface Props {
  tool: AnnotationTool;
  onTool: (tool: AnnotationTool) => void;
  color: AnnotationColor;
  onColor: (color: AnnotationColor) => void;
  noteText: string;
  onNoteText: (text: string) => void;
  noteInputId: string;
  onPlaceCentre: () => void;
  onUndo: (() => void) | null;
  onClear: (() => void) | null;
}

/** The drawing tools, colours, the note's text, undo and clear; every one a labelled button. */
export function AnnotationToolbar(props: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  const { tool, color } = props;
  const placing = tool === 'tick' || tool === 'cross' || tool === 'note';
  return (
    <div className="annot-toolbar">
      <div role="group" aria-label={t('tools')} className="annot-group">
        {ANNOTATION_TOOLS.map((name) => {
          const Icon = ICONS[name];
          return (
            <Button
              key={name}
              variant={tool === name ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={tool === name}
              icon={<Icon size={18} aria-hidden />}
              onClick={() => props.onTool(name)}
            >
              {t(`tool.${name}`)}
            </Button>
          );
        })}
      </div>
      <div role="group" aria-label={t('colors')} className="annot-group">
        {ANNOTATION_COLORS.map((name) => (
          <button
            key={name}
            type="button"
            className="annot-swatch"
            style={{ background: ANNOTATION_COLOR_VALUES[name] }}
            aria-pressed={color === name}
            aria-label={t(`color.${name}`)}
            title={t(`color.${name}`)}
            onClick={() => props.onColor(name)}
          />
        ))}
      </div>
      {tool === 'note' ? (
        <div className="annot-note-field">
          <label htmlFor={props.noteInputId}>{t('note_text')}</label>
          <input
            id={props.noteInputId}
            type="text"
            value={props.noteText}
            maxLength={ANNOTATION_LIMITS.noteMax}
            onChange={(event) => props.onNoteText(event.target.value)}
          />
          <span className="works-note">{t('note_hint')}</span>
        </div>
      ) : null}
      <div className="annot-group">
        {placing ? (
          <Button variant="secondary" size="small" onClick={props.onPlaceCentre}>
            {t('place_centre')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          icon={<Undo2 size={18} aria-hidden />}
          disabled={props.onUndo === null}
          onClick={() => props.onUndo?.()}
        >
          {t('undo')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          icon={<Trash2 size={18} aria-hidden />}
          disabled={props.onClear === null}
          onClick={() => props.onClear?.()}
        >
          {t('clear')}
        </Button>
      </div>
    </div>
  );
}
