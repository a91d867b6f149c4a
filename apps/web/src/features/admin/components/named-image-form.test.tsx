import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { maxCharsMessage } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NamedImageForm, type NamedImageSave } from './named-image-form.tsx';

// The category and sub-category forms have an optional "Name (Hindi)".

configure({ asyncUtilTimeout: 5000 });
const labels = enWorkspace.admin.catalog;

function renderForm(props: { hindi?: boolean; initialNameHi?: string | null } = {}) {
  const onSave = vi.fn<NamedImageSave>(async () => ({ id: 'c1', imageUpload: null }));
  const onClose = vi.fn();
  renderWithProviders(
    <NamedImageForm
      title={labels.editCategory}
      nameLabel={labels.category}
      id="c1"
      initialName="Furniture"
      hindi={props.hindi ?? true}
      initialNameHi={props.initialNameHi}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose };
}

const save = () =>
  fireEvent.click(screen.getByRole('button', { name: enWorkspace.admin.common.save }));

describe('NamedImageForm: Name (Hindi)', () => {
  it('shows the stored Hindi name and saves it trimmed', async () => {
    const { onSave, onClose } = renderForm({ initialNameHi: 'फ़र्नीचर' });
    const field = (await screen.findByLabelText(labels.nameHi)) as HTMLInputElement;
    expect(field.value).toBe('फ़र्नीचर');
    fireEvent.change(field, { target: { value: '  घर का फ़र्नीचर ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      id: 'c1',
      name: 'Furniture',
      nameHi: 'घर का फ़र्नीचर',
      image: null,
    });
  });

  it('sends none when left blank', async () => {
    const { onSave } = renderForm();
    fireEvent.change(await screen.findByLabelText(labels.nameHi), { target: { value: '   ' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].nameHi).toBeNull();
  });

  it('refuses a name longer than the English one may be, with the shared rule’s message', async () => {
    const { onSave } = renderForm();
    fireEvent.change(await screen.findByLabelText(labels.nameHi), {
      target: { value: 'क'.repeat(101) },
    });
    save();
    expect(await screen.findByText(maxCharsMessage(100))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is not offered where the form does not ask for it (brands)', async () => {
    renderForm({ hindi: false });
    await screen.findByLabelText(new RegExp(labels.category));
    expect(screen.queryByLabelText(labels.nameHi)).toBeNull();
  });
});
