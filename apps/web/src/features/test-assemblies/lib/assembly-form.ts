import {
  type AssemblyComponent,
  type AssemblyStatus,
  type AssemblyShuffleLevel,
  type AssemblyTestType,
  AssemblyTexts,
  type ExamPartSummary,
  type SaveAssemblyRequest,
  type TestAssembly,
} from '@cdi/contracts';

export interface AssemblyForm {
  testName: string;
  testDescription: string;
  testType: AssemblyTestType;
  /** Chosen when editing; a new assembly starts active. */
  status?: AssemblyStatus;
  shuffleEnabled: boolean;
  shuffleLevel: AssemblyShuffleLevel;
  preserveDependencies: boolean;
  preserveGroups: boolean;
  components: AssemblyComponent[];
}

/** A new assembly: shuffle disabled, level none, type full. */
export const EMPTY_FORM: AssemblyForm = {
  testName: '',
  testDescription: '',
  testType: 'full',
  shuffleEnabled: false,
  shuffleLevel: 'none',
  preserveDependencies: false,
  preserveGroups: false,
  components: [],
};

export function formOf(assembly: TestAssembly): AssemblyForm {
  return {
    testName: assembly.test_name,
    testDescription: assembly.test_description,
    testType: assembly.test_type,
    status: assembly.status,
    shuffleEnabled: assembly.shuffle_config.enable,
    shuffleLevel: assembly.shuffle_config.level,
    preserveDependencies: assembly.shuffle_config.preserve_dependencies ?? false,
    preserveGroups: assembly.shuffle_config.preserve_groups !== undefined,
    components: assembly.components.map(({ exam_upload_id, section, part_number, order_index, is_required }) => ({
      exam_upload_id,
      section,
      part_number,
      order_index,
      is_required,
    })),
  };
}

/** Adds a part as the last component. */
export function addComponent(components: readonly AssemblyComponent[], part: ExamPartSummary): AssemblyComponent[] {
  return [
    ...components,
    {
      exam_upload_id: part.id,
      section: part.section,
      part_number: part.part,
      order_index: components.length + 1,
      is_required: true,
    },
  ];
}

/** Removes one component; the rest are numbered 1..n again. */
export function removeComponent(components: readonly AssemblyComponent[], index: number): AssemblyComponent[] {
  return components.filter((_, i) => i !== index).map((c, i) => ({ ...c, order_index: i + 1 }));
}

/** Moves a component one place up (-1) or down (+1), renumbering. */
export function moveComponent(components: readonly AssemblyComponent[], index: number, by: -1 | 1): AssemblyComponent[] {
  const target = index + by;
  if (target < 0 || target >= components.length) return [...components];
  const next = [...components];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next.map((c, i) => ({ ...c, order_index: i + 1 }));
}

/** The spec's one message when the name or the components are missing; null when the form can be sent. */
export function formProblem(form: AssemblyForm): string | null {
  return form.testName.trim() === '' || form.components.length === 0 ? AssemblyTexts.fillRequired : null;
}

/** The request body: shuffle options only when enabled; preserve_groups an empty list when checked, else left out. */
export function requestOf(form: AssemblyForm): SaveAssemblyRequest {
  return {
    test_name: form.testName.trim(),
    test_description: form.testDescription,
    test_type: form.testType,
    ...(form.status ? { status: form.status } : {}),
    shuffle_config: form.shuffleEnabled
      ? {
          enable: true,
          level: form.shuffleLevel,
          preserve_dependencies: form.preserveDependencies,
          ...(form.preserveGroups ? { preserve_groups: [] } : {}),
        }
      : { enable: false, level: 'none' },
    components: form.components,
  };
}
