/**
 * What specs of pages with code fields put in place of the code editor (`jest.mock('../../components/code-editor/code-editor',
 * () => jest.requireActual('../../testing/code-editor-stub').CODE_EDITOR_STUB)`): Monaco needs a
 * real browser, so the editor is a text area named by its label that, like Monaco, owns its text.
 */
export const CODE_EDITOR_STUB = {
  __esModule: true,
  default: ({ initialValue, onChange, label }: { initialValue: string; onChange: (value: string) => void; label?: string }) => (
    <textarea aria-label={label ?? 'Code editor'} defaultValue={initialValue} onChange={(event) => onChange(event.target.value)} />
  ),
};
