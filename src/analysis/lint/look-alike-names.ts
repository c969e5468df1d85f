// Names one letter away from a well-known one, preset where a tool installs or fetches code: a package a project
// depends on (`colourama` for colorama, `python3-dateutil` for python-dateutil, `jeIlyfish` with a capital I for an l
// — red team 62's service scaffold), the owner of a repository a module or a workflow is fetched from
// (`terraform-aws-module` for terraform-aws-modules — its VPC stack). A typosquat is published under exactly such a
// name. The lists hold the names most installed and most often squatted; a name on them is never read as a look-alike
// of another on them (`boto` and `boto3`, `request` and `requests` are both real).
import { editDistance } from '../../util/closest.js';

/** PyPI's and npm's most installed packages (normalised: lower case, `_` and `.` read as `-`). */
const PACKAGES = new Set(
  (
    // PyPI
    'requests urllib3 boto3 botocore boto setuptools certifi idna charset-normalizer python-dateutil six numpy pandas ' +
    'pyyaml typing-extensions s3transfer packaging cryptography pip wheel attrs attr pydantic pydantic-core jmespath ' +
    'rsa pyasn1 google-api-core protobuf grpcio click jinja2 jinja markupsafe colorama pytz tzdata filelock platformdirs ' +
    'virtualenv pytest pluggy iniconfig tomli exceptiongroup fastapi starlette uvicorn httpx httpcore h11 anyio sniffio ' +
    'aiohttp multidict yarl frozenlist aiosignal async-timeout wrapt decorator psutil pillow scipy matplotlib ' +
    'scikit-learn sklearn joblib threadpoolctl sqlalchemy greenlet psycopg2 psycopg2-binary psycopg pymysql redis ' +
    'celery kombu flask werkzeug itsdangerous django djangorestframework gunicorn beautifulsoup4 soupsieve lxml ' +
    'openpyxl xlrd tqdm rich pygments docutils sphinx black isort flake8 pylint mypy ruff coverage tox nox ' +
    'paramiko bcrypt pynacl pyjwt jwt oauthlib requests-oauthlib google-auth cachetools websocket-client websockets ' +
    'tenacity backoff loguru structlog orjson ujson simplejson marshmallow jsonschema referencing rpds-py ' +
    'python-dotenv dotenv openai anthropic tiktoken transformers torch tensorflow keras langchain networkx sympy ' +
    'jellyfish rapidfuzz fuzzywuzzy levenshtein regex chardet arrow pendulum babel docker kubernetes ansible ' +
    'fabric invoke selenium playwright scrapy pyopenssl ndg-httpsclient pycparser cffi termcolor tabulate prettytable ' +
    'colorlog coloredlogs humanfriendly python-multipart email-validator dnspython shapely pyproj geopandas ' +
    'cattrs tslint preact sqlite torchx docket expresso ' +
    'stripe twilio sendgrid slack-sdk discord-py pymongo motor elasticsearch opensearch-py azure-core ' +
    'azure-storage-blob google-cloud-storage google-cloud-bigquery pyarrow polars duckdb xgboost lightgbm catboost ' +
    // npm
    'react react-dom next vue angular svelte express koa fastify lodash underscore axios node-fetch cross-fetch ' +
    'request chalk commander yargs minimist debug ms moment dayjs date-fns uuid nanoid dotenv cross-env rimraf ' +
    'mkdirp glob minimatch semver typescript ts-node tsx esbuild webpack rollup vite babel-core eslint prettier ' +
    'jest mocha chai vitest sinon supertest nodemon pm2 body-parser cookie-parser cors helmet morgan jsonwebtoken ' +
    'bcryptjs passport mongoose sequelize prisma knex pg mysql mysql2 sqlite3 ioredis socket-io ws colors ' +
    'inquirer ora boxen figlet classnames clsx styled-components tailwindcss postcss autoprefixer sass less ' +
    'core-js regenerator-runtime tslib rxjs zod yup joi ajv qs form-data formidable multer sharp jimp ' +
    'cheerio puppeteer playwright-core electron discord-js node-telegram-bot-api aws-sdk firebase ' +
    'firebase-admin graphql apollo-server openai-node event-stream left-pad is-odd is-number kind-of ' +
    'coffee-script coffeescript gulp grunt bower browserify uglify-js terser crypto-js node-forge'
  ).split(/\s+/),
);

/** Well-known owners on GitHub of the modules, charts, actions and scripts people fetch by URL. */
const GITHUB_OWNERS = new Set(
  (
    'actions github docker aws-actions azure google-github-actions hashicorp codecov softprops peaceiris pnpm ' +
    'astral-sh dtolnay golangci sigstore slsa-framework ossf terraform-aws-modules terraform-google-modules ' +
    'azure-samples kubernetes kubernetes-sigs helm prometheus prometheus-community grafana bitnami argoproj fluxcd ' +
    'cert-manager jetstack istio open-policy-agent kyverno aquasecurity anchore goreleaser golang nodejs python ' +
    'pypa rust-lang facebook microsoft google googleapis aws awslabs aws-samples vercel cloudflare moby ' +
    'containerd elastic openssl apache mozilla nvm-sh ohmyzsh rbenv pyenv homebrew npm yarnpkg denoland ' +
    'oven-sh astral-sh gruntwork-io cloudposse terraform-linters tfutils'
  ).split(/\s+/),
);

/** Letters that look alike in a name: a capital I for an l, rn for m, 0 for o, 1 for l. */
const LOOK_ALIKE: readonly [RegExp, string][] = [[/rn/g, 'm'], [/vv/g, 'w'], [/0/g, 'o'], [/1/g, 'l'], [/5/g, 's']];

const normalised = (name: string): string => name.toLowerCase().replace(/[_.]+/g, '-');

/** The well-known name `name` is one letter from (or spells with letters that look alike), if it is none itself. */
function nearKnown(name: string, known: ReadonlySet<string>, minLength: number): string | undefined {
  // (A capital I among lower-case letters reads as an l: `jeIlyfish` — but it is another name to the index.)
  const raw = name.trim();
  const lower = normalised(raw);
  if (lower.length < minLength || known.has(lower)) return undefined;
  const capitalI = /[a-z]I|I[a-z]/.test(raw) ? normalised(raw.replace(/I/g, 'l')) : undefined;
  if (capitalI !== undefined && known.has(capitalI)) return capitalI;
  const seen = LOOK_ALIKE.reduce((s, [from, to]) => s.replace(from, to), lower);
  if (seen !== lower && known.has(seen)) return seen;
  for (const k of known) {
    if (k.length >= minLength && Math.abs(k.length - lower.length) <= 1 && editDistance(lower, k) === 1) return k;
  }
  return undefined;
}

/** A requirement as pyproject, requirements.txt or package.json writes it: a name, extras, a version (pinned: a bare word is as often a name of something else). */
const REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]{1,80})(?:\[[A-Za-z0-9_,. -]{1,80}\])?\s{0,3}(?:(?:==|>=|<=|~=|!=|>|<|===|@|\^|~)\s{0,3}[\w.*+!-]{1,40}(?:\s{0,3},\s{0,3}(?:==|>=|<=|~=|!=|>|<)\s{0,3}[\w.*+!-]{1,40}){0,3})$/;

/** A package requirement (`colourama==0.4.6`) naming a look-alike of a well-known package, or undefined. */
export function squattedPackage(spec: string): string | undefined {
  const m = REQUIREMENT.exec(spec.trim());
  if (m === null) return undefined;
  return nearKnown(m[1], PACKAGES, 5) !== undefined ? spec.trim() : undefined;
}

/** A URL on GitHub (or a Terraform `git::` source) under an owner one letter from a well-known owner's, or undefined. */
export function squattedGitHubOwner(value: string): string | undefined {
  const m = /^(?:git::|git\+)?(?:https?:\/\/|ssh:\/\/git@|git@)(?:www\.)?(?:github\.com|raw\.githubusercontent\.com)[/:]([A-Za-z0-9-]{2,39})\//i.exec(value.trim());
  if (m === null) return undefined;
  return nearKnown(m[1], GITHUB_OWNERS, 6) !== undefined ? value.trim() : undefined;
}
