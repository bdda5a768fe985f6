import { expect, type Locator, type Page } from '@playwright/test';
import { entityByName } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import { screenPath } from '../../../contract/screen-paths';

/** The import screen of an importable entity (`/catalog/product/import`): file, progress, report, preview, Import. */
export class EntityImportPage {
  readonly decl: EntityDeclaration;
  readonly root: Locator;
  readonly fileInput: Locator;
  readonly summary: Locator;
  readonly problems: Locator;
  readonly previewRows: Locator;
  readonly importButton: Locator;
  readonly fileError: Locator;
  /** the bar while the file is sent and while the server works on it (`data-phase`: uploading, started, waiting, reading, checking, writing) */
  readonly progress: Locator;

  constructor(
    readonly page: Page,
    entity: string,
  ) {
    this.decl = entityByName(entity)!;
    this.root = page.getByTestId(`import-${entity}`);
    this.fileInput = this.root.getByTestId('import-file');
    this.summary = this.root.getByTestId('import-summary');
    this.problems = this.root.getByTestId('import-problem');
    this.previewRows = this.root.getByTestId('import-row');
    this.importButton = this.root.getByRole('button', { name: 'Import', exact: true });
    this.fileError = this.root.getByTestId('import-file-error');
    this.progress = this.root.getByTestId('import-progress');
  }

  async goto(): Promise<void> {
    await this.page.goto(`/#${screenPath(this.decl, 'import')}`);
    await expect(this.root.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Chooses a file made of these bytes; the preview (or the file's refusal) follows. */
  async choose(name: string, data: string | Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream', buffer: Buffer.from(data) });
  }

  /** The report's lines as [row, column, rule]. */
  async report(): Promise<string[][]> {
    return this.problems.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  }

  /** The highlighted cells of the preview, as `row/column text`. */
  highlighted(): Locator {
    return this.root.locator('[data-problem="true"]');
  }
}
