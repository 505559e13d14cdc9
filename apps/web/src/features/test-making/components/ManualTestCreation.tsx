import { type Template, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { createTest, partsByIds, testMakingKeys } from '../api/test-making-api';
import { useAvailableParts } from '../hooks/use-test-making';
import { useComposition } from '../hooks/use-composition';
import { compositionFromIds, isEmpty, SECTIONS, templateSlotIds, toSlotIds, usedIds } from '../lib/composition';
import { AvailablePartsList } from './AvailablePartsList';
import { CompositionSlots } from './CompositionSlots';
import { CompositionPartPicker } from './PartPicker';
import { TemplatesPanel } from './TemplatesPanel';
import { TestDetailsFields } from './TestDetailsFields';
import '../test-making.css';

/** The composition's error belongs to no field. */
const PARTS_ERROR = 'root.parts';

/** Manual Test Creation: parts by drag and drop or the slot picker, templates saved, loaded and assigned. */
export function ManualTestCreation() {
  const parts = useAvailableParts();
  const editor = useComposition();
  const queryClient = useQueryClient();
  const form = useForm({ defaultValues: { title: '', description: '' } });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  const saveTemplate = async () => {
    const noTitle = !title.trim();
    const noParts = isEmpty(editor.composition);
    form.clearErrors();
    if (noTitle) form.setError('title', { message: TestMakingTexts.titleRequired });
    if (noParts) form.setError(PARTS_ERROR, { message: TestMakingTexts.atLeastOnePart });
    if (noTitle || noParts) {
      notify(TestMakingTexts.fixErrors, 'error');
      return;
    }
    setSaving(true);
    try {
      await createTest(
        { title: title.trim(), description: description.trim(), ...toSlotIds(editor.composition), isTemplate: true },
        TestMakingTexts.failedToSaveTemplate,
      );
      notify(TestMakingTexts.templateSaved);
      await queryClient.invalidateQueries({ queryKey: testMakingKeys.templates });
      setTemplatesOpen(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.field) {
        form.setError(failure.field === 'title' ? 'title' : PARTS_ERROR, { message: failure.message });
        notify(TestMakingTexts.fixErrors, 'error');
      } else notify(errorMessage(failure, TestMakingTexts.failedToSaveTemplate), 'error');
    } finally {
      setSaving(false);
    }
  };

  const loadTemplate = async (template: Template) => {
    try {
      const ids = templateSlotIds(template);
      const found = await partsByIds(SECTIONS.flatMap((s) => ids[s]).filter((id): id is string => id !== null));
      form.reset({ title: template.title, description: template.description });
      editor.setComposition(compositionFromIds(ids, found));
      notify(TestMakingTexts.templateLoaded);
    } catch {
      notify(TestMakingTexts.failedToLoadTemplate, 'error');
    }
  };

  const dropPart = (partId: string, slot: Parameters<typeof editor.put>[1]) => {
    const part = parts.flat.find((p) => p.id === partId);
    if (part) editor.put(part, slot);
  };

  return (
    <div className="manual">
      <section className="panel" aria-label={TestMakingScreenTexts.testDetails}>
        <TestDetailsFields
          idPrefix="manual"
          title={title}
          description={description}
          titleError={errors.title?.message}
          onTitle={(v) => {
            form.setValue('title', v);
            form.clearErrors('title');
          }}
          onDescription={(v) => form.setValue('description', v)}
        />
      </section>
      <div className="manual__columns">
        <section className="panel manual__parts" aria-labelledby="available-parts-title">
          <h2 id="available-parts-title" className="panel__title">
            {TestMakingScreenTexts.availableParts}
          </h2>
          {parts.isPending && <Spinner />}
          {parts.isError && <Notice tone="error">{errorMessage(parts.error, TestMakingTexts.failedToLoadParts)}</Notice>}
          {parts.data && (
            <AvailablePartsList parts={parts.data} usedIds={usedIds(editor.composition)} onAdd={(p) => editor.put(p)} />
          )}
        </section>
        <section className="panel manual__slots" aria-labelledby="composition-title">
          <div className="composition__toolbar">
            <h2 id="composition-title" className="panel__title">
              {TestMakingScreenTexts.composition}
            </h2>
            <div className="composition__actions">
              <Button size="small" icon={<Icon name="trash" size={16} />} onClick={editor.clear}>
                {TestMakingScreenTexts.clearAll}
              </Button>
              <Button
                size="small"
                icon={<Icon name="clipboard" size={16} />}
                onClick={() => void editor.copy(title, description)}
              >
                {TestMakingScreenTexts.copyComposition}
              </Button>
            </div>
          </div>
          {errors.root?.parts && <Notice tone="error">{errors.root.parts.message}</Notice>}
          <CompositionSlots
            composition={editor.composition}
            onPick={editor.openPicker}
            onRemove={editor.remove}
            onDropPart={dropPart}
          />
          <div className="form__actions">
            <Button variant="primary" busy={saving} onClick={() => void saveTemplate()}>
              {TestMakingScreenTexts.saveAsTemplate}
            </Button>
          </div>
        </section>
      </div>
      <TemplatesPanel open={templatesOpen} onToggle={() => setTemplatesOpen((o) => !o)} onLoad={(t) => void loadTemplate(t)} />
      <CompositionPartPicker editor={editor} parts={parts.flat} />
    </div>
  );
}
