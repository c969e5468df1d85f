// local_file_egress: a tool that sends out a file of its server's machine, named by a path the model fills in.
import { describe, expect, it } from 'vitest';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import { isLocalSourcePath, localFileEgress } from '../../src/analysis/lint/local-file-egress.js';
import type { Finding, JsonObject } from '../../src/types.js';

const context: LintContext = { toolNames: new Set(['media/upload']), serverLabels: new Set(['media']) };
const str = (description?: string): JsonObject => ({ type: 'string', ...(description ? { description } : {}) });
const tool = (name: string, description: string, properties: JsonObject): JsonObject => ({ name, description, inputSchema: { type: 'object', properties } });
const lint = (definition: JsonObject): Finding[] => lintTool({ id: `media/${definition.name as string}`, server: 'media', definition, declaredEffect: 'write' }, context);
const egress = (definition: JsonObject): Finding[] => lint(definition).filter((f) => f.rule === 'local_file_egress');

describe('local_file_egress', () => {
  it('reports a tool that uploads a file named by a local path (shapes of an eleventh held-out survey: a CMS and a blog uploading "the local, absolute path to the file")', () => {
    const found = egress(tool('upload_media_from_path', 'Upload a media file from a local file path.', { filePath: str('Local file system path to the file to upload.'), name: str('Name in the library') }));
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe('medium');
    expect(found[0].message).toBe(
      '"media/upload_media_from_path": parameter "filePath" names a file on the server\'s machine that the tool sends out (upload): any file the server can read can leave without passing through the transcript',
    );
    expect(found[0].details).toEqual({ verb: 'upload', parameters: [{ pointer: '/inputSchema/properties/filePath', name: 'filePath' }], total: 1 });
  });

  it('reads the sending from the name, the first sentence of the description, or the path\'s own description', () => {
    const path = { file_path: str('The local, absolute path to the file.') };
    for (const [name, verb] of [['wp_upload_media', 'upload'], ['attach_file', 'attach'], ['import_table_data', 'import'], ['scp_copy', 'scp'], ['send_email', 'send'], ['drive_sync_folder', 'sync'], ['share_document', 'share']] as const) {
      expect(localFileEgress(tool(name, 'A tool.', path))?.verb, name).toBe(verb);
    }
    expect(localFileEgress(tool('media_library', 'Uploads a file to the media library. Returns its id.', path))?.verb).toBe('upload');
    // Only the description's first sentence says what the tool does: a later mention is not its action.
    expect(localFileEgress(tool('convert_document', 'Converts a document to PDF. The result can then be uploaded elsewhere.', path))).toBeUndefined();
    // A tool that manages attachments, whose path says it is for the upload.
    expect(localFileEgress(tool('issue_files', 'Manage issue files: list, read or delete.', { filePath: str('Local file path. Required for: upload') }))?.verb).toBe('upload');
    // Files dropped onto a page are uploaded to it (playwright's browser_drop, a twenty-third survey); files dropped
    // from an index are not sent anywhere.
    const drop = (description: string) => localFileEgress(tool('browser_drop', 'Drop files or MIME-typed data onto an element, as if dragged from outside the page.', { paths: { type: 'array', items: { type: 'string' }, description } }));
    expect(drop('Absolute paths to files to drop onto the element.')?.verb).toBe('upload');
    expect(drop('Absolute paths of the files to be dropped into the drop zone.')?.verb).toBe('upload');
    expect(drop('Absolute paths of the files to drop from the staging index.')).toBeUndefined();
  });

  it('reads a path parameter by its name and description, in nested objects and arrays too', () => {
    for (const [name, description] of [
      ['file_path', undefined], ['filePath', undefined], ['localPath', undefined], ['local_file', undefined], ['inputPath', undefined], ['source_path', undefined],
      ['attachment_paths', undefined], ['image_path', undefined], ['fileAbsolutePath', undefined],
      ['path', 'Local file path'], ['path', 'Absolute path to the file to upload'], ['file', 'Path to the PDF file on disk'], ['path', 'e.g. /home/me/report.pdf'], ['path', 'File path'],
      ['filename', 'Path of the local file'], ['source', 'A path on the local file system'],
      // A string that is "the file to upload" can only name it.
      ['file', 'The file to upload'], ['attachment', 'Document to attach to the issue'], ['filePath', 'Path to the new image file on the device'],
    ] as const) {
      expect(isLocalSourcePath(name, description), `${name} ${description}`).toBe(true);
    }
    for (const [name, description] of [
      // Names with nothing of a file, or a bare path that may be anywhere.
      ['path', undefined], ['file', undefined], ['path', 'The API endpoint path (without base URL)'], ['path', 'Folder path to create'], ['name', 'Local file path'],
      // Where the tool writes: a destination, an export, a download.
      ['output_path', undefined], ['targetPath', 'Directory path where the repository will be cloned'], ['save_path', 'Local path'], ['path', 'Path where the PDF will be saved'],
      ['download_path', undefined],
      // A path somewhere else: in a repository, a bucket, a drive.
      ['file_path', 'Path of the file in the repository'], ['file_path', 'Path of the object in the bucket'], ['remote_path', 'Drive folder path'],
      // The file to upload given as its bytes, a URL or an id.
      ['file', 'Base64-encoded file to upload'], ['file', 'URL of the image to upload'], ['attachment', 'ID of the file to attach'],
    ] as const) {
      expect(isLocalSourcePath(name, description), `${name} ${description}`).toBe(false);
    }
    const nested = localFileEgress(tool('send_message', 'Sends a message.', { attachments: { type: 'array', items: { type: 'object', properties: { path: str('Absolute path of the file to attach') } } } }));
    expect(nested?.parameters).toEqual([{ name: 'path', pointer: '/inputSchema/properties/attachments/items/properties/path' }]);
  });

  it('leaves a tool that keeps the file local, writes to the path, or takes a path it cannot read', () => {
    const local = { inputPath: str('Path to the input PDF file') };
    // Local work on a local file: the content stays on the machine, or comes back to the model where the user sees it.
    for (const name of ['pdf_merger', 'read_file', 'convert_to_png', 'excel_read', 'copy_sheet']) expect(localFileEgress(tool(name, 'Works on a file.', local)), name).toBeUndefined();
    // Files that come in: a download, an export, a clone.
    expect(localFileEgress(tool('download_attachment', 'Download an email attachment.', { save_path: str('Local path to save the file to') }))).toBeUndefined();
    expect(localFileEgress(tool('export_table_data', 'Export table data to CSV.', { outputPath: str('absolute path to save the exported data') }))).toBeUndefined();
    // A path in the remote system, a closed choice, a non-string.
    expect(localFileEgress(tool('upload_file', 'Uploads a file.', { path: str('Path of the file in the repository') }))).toBeUndefined();
    expect(localFileEgress(tool('upload_file', 'Uploads a file.', { file_path: { type: 'string', enum: ['/srv/a.png', '/srv/b.png'] } }))).toBeUndefined();
    expect(localFileEgress(tool('upload_file', 'Uploads a file.', { file_path: { type: 'boolean' } }))).toBeUndefined();
    // Files given inline as objects ({name, content}: a twelfth survey's edge-function deploy), or a list of numbers.
    const inline = { type: 'array', description: 'The files to upload', items: { type: 'object', properties: { name: str(), content: str() } } };
    expect(localFileEgress(tool('deploy_edge_function', 'Deploys an Edge Function.', { files: inline }))).toBeUndefined();
    expect(localFileEgress(tool('upload_files', 'Uploads files.', { file_paths: { type: 'array', items: { type: 'integer' } } }))).toBeUndefined();
    expect(localFileEgress(tool('upload_files', 'Uploads files.', { file_paths: { type: 'array', items: { type: 'string' } } }))?.parameters).toHaveLength(1);
    // A project path that scopes the operation, not a file it reads (a fourteenth survey's memory server: its tag and import tools).
    const scope = { projectPath: str('Required absolute project path for project-scoped memory operation tools; prevents cross-project leakage.') };
    expect(localFileEgress(tool('mem-facet-tag', 'Attach or update a project-scoped facet tag on a memory target.', scope))).toBeUndefined();
    expect(localFileEgress(tool('mem-import-latest', 'Import the latest local session history into memory.', { projectPath: str('Required absolute project path. Import is always project-scoped.') }))).toBeUndefined();
    expect(localFileEgress(tool('deploy_project', 'Deploys a project.', { projectPath: str('Absolute path of the local project root to upload and deploy') }))?.parameters).toHaveLength(1);
    // A share link for a file in the drive (a fifteenth survey's Dropbox and Nextcloud): the file is where it already is.
    expect(localFileEgress(tool('get_sharing_link', 'Create a shared link for a file or folder', { path: str('Path to the file or folder to share') }))).toBeUndefined();
    expect(localFileEgress(tool('create-share', 'Create a share link for a file or directory', { path: str('Path of the file or directory to share') }))).toBeUndefined();
    expect(localFileEgress(tool('share_file', 'Share a file with teammates.', { local_file: str('Local file path to share.') }))?.verb).toBe('share');
    // The content itself given as an argument passes through the transcript: nothing to report here.
    expect(localFileEgress(tool('upload_media', 'Upload a media file.', { fileData: str('Base64 encoded file data'), fileName: str('The desired name for the file') }))).toBeUndefined();
  });

  it('leaves a path the server keeps inside a directory of its own (a twenty-fifth survey: a memory store importing from its exports directory), not one kept in a home directory', () => {
    const imp = (pathDescription: string, toolDescription = 'Import a previously exported context into the session store.') =>
      egress(tool('context_import', toolDescription, { filePath: str(pathDescription) }));
    expect(imp('Path to an export file inside the exports directory. Relative paths resolve against that directory; absolute paths must point inside it.')).toEqual([]);
    expect(imp('Path to the export file.', 'Import an export into the store; arbitrary filesystem paths are rejected.')).toEqual([]);
    expect(imp('Local path of the file to import. Paths outside the imports folder are refused.')).toEqual([]);
    // Not confined: no promise, or a promise that keeps ~/.ssh in reach.
    expect(imp('Local path of the file to import.')).toHaveLength(1);
    expect(imp('Local path of the file to import; it must be inside the home directory.')).toHaveLength(1);
    expect(imp('Local path of the file to upload; paths must stay under ~/ (other paths are rejected).')).toHaveLength(1);
    expect(imp('Local path of the file to upload to the paste service; it must be inside the working directory.')).toHaveLength(1);
  });

  it('keeps an upload whose path is worded with scope words (an outside red team got 11 through a first version of the scope reading)', () => {
    for (const definition of [
      tool('upload_file', 'Upload a file to cloud storage and return a shareable link.', { file_path: str('Absolute local path of the file to upload. Uploaded files are user-scoped.') }),
      tool('s3_upload', 'Upload a local file to an S3 bucket.', { bucket: str('Bucket name'), local_path: str('Local path of the file to upload; its file name is used as the key in the bucket.') }),
      tool('upload_to_pod', 'Copy a local file into a running pod.', { pod: str('Pod name'), namespace: str('Kubernetes namespace'), local_path: str('Path to the local file to copy into the container in the given namespace.') }),
      tool('import_documents', 'Import a document into the knowledge base so it can be searched.', { file_path: str('Absolute path to a local PDF or Markdown file to import into the workspace-scoped knowledge base.') }),
      tool('attach_file_to_issue', 'Attach a file to an issue.', { issue_key: str('Issue key, e.g. PROJ-123'), file_path: str('Path to the file on disk to attach; attachments are project-scoped.') }),
      tool('deploy_site', 'Deploy a local folder as a static site and return its URL.', { project_path: str('Absolute path to the local project folder to deploy. Also scopes the deployment: the folder name becomes the site name.') }),
      tool('import_memories', 'Import memories from a JSON export into the hosted memory store.', { projectPath: str('Required absolute project path for project-scoped memory operation tools'), file_path: str('Absolute path to the local JSON export file to import; memories are project-scoped.') }),
      tool('share_file', 'Share a file with teammates and return the link.', { local_file: str('Local file path to share. Links are team-scoped.') }),
      tool('publish_package', 'Publish a package to the registry.', { package_path: str('Local path to the package tarball to publish under your organisation namespace.') }),
      tool('send_email', 'Send an email with optional attachments.', { to: str('Recipient'), subject: str('Subject'), body: str('Body'), attachment_paths: { type: 'array', items: { type: 'string' }, description: 'Absolute paths of local files to attach (tenant-scoped mailbox).' } }),
      tool('upload_dataset', 'Upload a CSV dataset for analysis.', { file_path: str('Local file path of the CSV to upload. The dataset is session-scoped and deleted after 24h.') }),

    ]) {
      expect(localFileEgress(definition), definition.name as string).toBeDefined();
    }
    // A project path that only scopes, on a tool that sends folders, is what the tool sends.
    expect(localFileEgress(tool('deploy_app', 'Deploys the app.', { projectPath: str('Absolute project path; all operations are project-scoped.') }))?.parameters).toHaveLength(1);
  });

  it('keeps a share that sends a local file another way, and leaves a share link of a file in the drive (an outside red team got 19 shares through a first version)', () => {
    for (const definition of [
      { name: 'share_file_to_slack', description: 'Share a file to a Slack channel.', inputSchema: { type: 'object', properties: { channel: { type: 'string', description: 'Channel ID' }, file_path: { type: 'string', description: 'Path to the file to share with the channel' } } } },
      {name: 'share_file',description: 'Uploads a file to transfer.sh and returns a download link that expires after 14 days.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path to the file to upload.'}},required: ['file_path']}},
      {name: 'share_snippet',description: 'Create a public paste from a file and return its URL.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path of the file whose contents become the paste.'},expiry: {type: 'string',description: 'Expiry, e.g. 1d'}}}},
      {name: 'share_files',description: 'Send files with WeTransfer and get a download link for the recipients.',inputSchema: {type: 'object',properties: {file_paths: {type: 'array',items: {type: 'string'},description: 'Paths to the files to send'},message: {type: 'string',description: 'Message for the recipients'}}}},
      {name: 'share_as_gist',description: 'Share a file as a GitHub gist and return the gist URL.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path to the file to share'},public: {type: 'boolean'}}}},
      {name: 'quick_link',description: 'Share a file from your computer through a one-time download link.',inputSchema: {type: 'object',properties: {filepath: {type: 'string',description: 'The file path, e.g. ./report.pdf or Documents/report.pdf'}}}},
      {name: 'share_screenshot',description: 'Share a screenshot with your team: uploads the image and posts the link to the team channel.',inputSchema: {type: 'object',properties: {image_path: {type: 'string',description: 'Path to the screenshot image file'}}}},
      {name: 'share_document',description: 'Share a document with someone by email, as an attachment.',inputSchema: {type: 'object',properties: {recipient: {type: 'string',description: 'Email address of the recipient'},document_path: {type: 'string',description: 'Path of the document to attach'}}}},
      {name: 'create_share_link',description: 'Upload a file to the cloud and create a public share link for it.',inputSchema: {type: 'object',properties: {source_file: {type: 'string',description: 'File to upload'}}}},
      {name: 'host_file',description: 'Host a file on 0x0.st and return its public URL.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path to the file to share publicly.'}}}},
      {name: 'share_file',description: 'Share a file via a temporary public link.',inputSchema: {type: 'object',properties: {path: {type: 'string',description: 'Relative path to the file to share, from the current working directory.'}}}},
      {name: 'share_file',description: 'Share a file via a temporary public link.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path to the file, e.g. C:/Users/me/Documents/report.pdf'}}}},
      {name: 'share_logs_with_support',description: 'Share diagnostic logs with the vendor\'s support team so they can investigate an issue.',inputSchema: {type: 'object',properties: {log_path: {type: 'string',description: 'Path to the log file to send, e.g. /var/log/app/server.log'},ticket_id: {type: 'string',description: 'Support ticket ID'}}}},
      {name: 'share_recording',description: 'Uploads a screen recording and returns a shareable link.',inputSchema: {type: 'object',properties: {video_path: {type: 'string',description: 'Path to the recording file (.mp4 or .mov)'}}}},
      {name: 'share_to_x',description: 'Share a post with an image on X.',inputSchema: {type: 'object',properties: {text: {type: 'string',description: 'Post text'},image_path: {type: 'string',description: 'Path to the image file to include'}}}},
      {name: 'share_files',description: 'Zips the given files and uploads the archive to a transfer link.',inputSchema: {type: 'object',properties: {files: {type: 'array',items: {type: 'string'},description: 'Files to share'}}}},
      {name: 'airshare_send',description: 'Share a file with a nearby device or over the internet via a share code.',inputSchema: {type: 'object',properties: {file: {type: 'string',description: 'The file to share'}}}},
      {name: 'share_file',description: 'Share a file via a temporary public link.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path of the file on your Mac to share, e.g. $HOME/Desktop/notes.txt'}}}},
      {name: 'upload_attachment',description: 'Upload an attachment to a support ticket.',inputSchema: {type: 'object',properties: {ticket_id: {type: 'string',description: 'Ticket ID'},file: {type: 'string',description: 'The file to share with the assignee'}}}},
    ] as JsonObject[]) {
      expect(localFileEgress(definition), definition.name as string).toBeDefined();
    }
    for (const definition of [
      {name: 'get_sharing_link',description: 'Create a shared link for a file or folder',inputSchema: {type: 'object',properties: {path: {type: 'string',description: 'Path to the file or folder to share'}}}},
      {name: 'create-share',description: 'Create a share link for a file or directory',inputSchema: {type: 'object',properties: {path: {type: 'string',description: 'Path of the file or directory to share'}}}},
      {name: 'share_file',description: 'Share a Google Drive file with a user or group.',inputSchema: {type: 'object',properties: {file_id: {type: 'string',description: 'ID of the Drive file'},email: {type: 'string',description: 'Email address to share with'},role: {type: 'string',enum: ['reader','writer']}}}},
      {name: 'box_share_file',description: 'Create a shared link for a file in Box.',inputSchema: {type: 'object',properties: {file_path: {type: 'string',description: 'Path of the file in your Box account, e.g. /Reports/q3.pdf'}}}},
      {name: 'create_sharing_link',description: 'Create a sharing link for a OneDrive item.',inputSchema: {type: 'object',properties: {item_path: {type: 'string',description: 'Path of the item relative to the drive root, e.g. Documents/plan.docx'},scope: {type: 'string',enum: ['anonymous','organization']}}}},
    ] as JsonObject[]) {
      expect(localFileEgress(definition), definition.name as string).toBeUndefined();
    }
  });

  it('reads deploys of a local folder, copies over SSH and syncs out; not a download, a scan, inline content or a base64 zip (a thirteenth survey\'s cloud and SSH servers)', () => {
    expect(localFileEgress(tool('deploy_local_folder', 'Deploy a local folder to the cloud.', { folderPath: str('Absolute path to the folder to deploy (e.g. "/home/user/project/src")') }))?.verb).toBe('deploy');
    const deploy = localFileEgress(tool('ssh_deploy', 'Deploys local files to remote paths.', { files: { type: 'array', items: { type: 'object', properties: { local: str('Local file path'), remote: str('Remote file path') } } } }));
    expect(deploy?.parameters).toEqual([{ name: 'local', pointer: '/inputSchema/properties/files/items/properties/local' }]);
    expect(localFileEgress(tool('sftp-upload-file', 'Upload a local file over SFTP.', { localPath: str('Local file to send'), remotePath: str('Remote destination') }))?.verb).toBe('upload');
    expect(localFileEgress(tool('scp_copy', 'Copies a file.', { local_path: str() }))?.verb).toBe('scp');
    // A protocol word with a download: the path is where the file lands.
    expect(localFileEgress(tool('sftp-download-file', 'Download a remote file to local disk over SFTP.', { localPath: str('Local destination, inside defaults.transferRoot'), remotePath: str('Remote file') }))).toBeUndefined();
    expect(localFileEgress(tool('scp_get', 'Fetches a remote file.', { local_path: str() }))).toBeUndefined();
    // A noun in the description is not the tool's act; only its opening verb is.
    expect(localFileEgress(tool('scan_packages', 'Scan code for package imports and check for invented packages.', { file_path: str('Path to the file to scan') }))).toBeUndefined();
    // Content given inline beside its path, a zip given as base64.
    expect(localFileEgress(tool('deploy_file_contents', 'Deploy files by providing their contents.', { files: { type: 'array', items: { type: 'object', properties: { filename: str('Name and path of the file'), content: str('Text content of the file') } } } }))).toBeUndefined();
    expect(localFileEgress(tool('deploy_function', 'Deploys a function.', { zipFile: str('Base64 encoded zip of the code') }))).toBeUndefined();
    // A message's text or body beside an attachment's local path is no content of that file.
    expect(localFileEgress(tool('send_email', 'Sends an email.', { body: str('The message'), text: str(), attachment_path: str('Local path of the file to attach') }))?.parameters).toHaveLength(1);
  });

  it('reads the actions of a tool that takes its action as an argument (a thirteenth survey\'s cloud console: manageStorage with upload, manageApps with deployApp)', () => {
    const multiplexed = (name: string, actions: string[], path: JsonObject): JsonObject => ({ name, description: '管理云存储。', inputSchema: { type: 'object', properties: { action: { type: 'string', enum: actions }, ...path } } });
    expect(localFileEgress(multiplexed('manageStorage', ['upload', 'download', 'delete'], { localPath: str('本地文件路径') }))?.verb).toBe('upload');
    expect(localFileEgress(multiplexed('manageApps', ['deployApp', 'deleteApp'], { filePath: str() }))?.verb).toBe('deploy');
    // Actions that bring files in or keep them: no egress.
    expect(localFileEgress(multiplexed('manageFiles', ['download', 'list', 'delete'], { localPath: str() }))).toBeUndefined();
  });

  it('stays bounded on hostile schemas (a name of 300,000 capitals, 5,000 path parameters)', () => {
    expect(localFileEgress(tool('upload', 'Uploads.', { ['A'.repeat(300_000)]: str('Local file path') }))).toBeUndefined();
    const many: JsonObject = {};
    for (let i = 0; i < 5_000; i++) many[`image_${i}_path`] = str();
    const found = egress(tool('upload', 'Uploads files.', many));
    expect(found).toHaveLength(1);
    expect(found[0].details?.total).toBeLessThanOrEqual(2_001);
    expect((found[0].details?.parameters as unknown[]).length).toBeLessThanOrEqual(50);
    expect(found[0].message).toContain('and ');
  });
});

describe('local_file_egress: confinement worded as what is rejected', () => {
  it('reads "absolute paths, `..` segments and symlinks leading outside it are rejected" as confined, and an unconfined upload as before', () => {
    const upload = (description: string): JsonObject => ({ name: 's3_upload_from_outbox', description, inputSchema: { type: 'object', properties: { file_path: { type: 'string' }, bucket: { type: 'string' } } } });
    const confinedText = "Uploads a file from the server's outbox directory to an S3 bucket.\n`file_path` is relative to the configured OUTBOX_DIR; absolute paths, `..` segments and symlinks leading outside it are rejected.";
    expect(lint(upload(confinedText)).map((f) => f.rule)).not.toContain('local_file_egress');
    expect(lint(upload('Uploads a local file to an S3 bucket.')).map((f) => f.rule)).toContain('local_file_egress');
    // Absolute paths allowed, something else rejected: not confined.
    expect(lint(upload('Uploads a local file to an S3 bucket. Absolute paths are fine; empty files are rejected.')).map((f) => f.rule)).toContain('local_file_egress');
  });

  it("leaves a path in a pull request's diff or a commit, and keeps one that says local (an outside hunt's review comment)", () => {
    const comment = (path: JsonObject) => egress(tool('post_review_comment', 'Add an inline comment to a line of a pull request diff. Comments are posted under the bot account.', { body: str('Markdown'), path }));
    expect(comment(str('File path in the diff'))).toEqual([]);
    expect(comment(str('Path of the file in the commit'))).toEqual([]);
    expect(comment(str('Local path of the file in the diff to attach'))).toHaveLength(1);
  });
});
