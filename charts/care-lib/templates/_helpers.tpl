{{- /*
care-lib: the templates every deployable chart (care-service, care-gateway, care-frontend)
renders through "care-lib.deployable". Each takes the including chart's root context; the
values contract is charts/care-lib/values.deployable.schema.json. Names and labels follow
Helm's conventions so the umbrella (care-platform) can point at a deployable by its alias.
*/ -}}

{{- define "care-lib.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- /* <release>-<name>, or the release name alone when it already contains the name */ -}}
{{- define "care-lib.fullnameFor" -}}
{{- if contains .name .release -}}
{{- .release | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .release .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "care-lib.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- include "care-lib.fullnameFor" (dict "release" .Release.Name "name" (include "care-lib.name" .)) -}}
{{- end -}}
{{- end -}}

{{- define "care-lib.selectorLabels" -}}
app.kubernetes.io/name: {{ include "care-lib.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: {{ required "component (service, gateway or frontend) is required" .Values.component }}
{{- end -}}

{{- define "care-lib.labels" -}}
{{ include "care-lib.selectorLabels" . }}
app.kubernetes.io/part-of: care
app.kubernetes.io/version: {{ .Chart.AppVersion | default .Chart.Version | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end -}}

{{- define "care-lib.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- .Values.serviceAccount.name | default (include "care-lib.fullname" .) -}}
{{- else -}}
{{- .Values.serviceAccount.name | default "default" -}}
{{- end -}}
{{- end -}}

{{- /* image.ref (a full reference: skaffold sets it) wins; else [registry/]repository:tag with
the registry and tag falling back to global.image.*, then to the chart's appVersion */ -}}
{{- define "care-lib.image" -}}
{{- $g := .Values.global | default dict -}}
{{- if .Values.image.ref -}}
{{- .Values.image.ref -}}
{{- else -}}
{{- $repository := required "image.repository is required" .Values.image.repository -}}
{{- $registry := .Values.image.registry | default (dig "image" "registry" "" $g) -}}
{{- $tag := .Values.image.tag | default (dig "image" "tag" "" $g) | default .Chart.AppVersion -}}
{{- if $registry -}}
{{- printf "%s/%s:%s" (trimSuffix "/" $registry) $repository $tag -}}
{{- else -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "care-lib.imagePullPolicy" -}}
{{- $g := .Values.global | default dict -}}
{{- .Values.image.pullPolicy | default (dig "image" "pullPolicy" "IfNotPresent" $g) -}}
{{- end -}}

{{- define "care-lib.imagePullSecrets" -}}
{{- $g := .Values.global | default dict -}}
{{- $secrets := concat (.Values.image.pullSecrets | default list) (dig "image" "pullSecrets" list $g) | uniq -}}
{{- if $secrets }}
imagePullSecrets:
  {{- range $secrets }}
  - name: {{ . | quote }}
  {{- end }}
{{- end }}
{{- end -}}

{{- /* global.replicaCount (the dev profile sets 1) forces every deployable to that many replicas
and turns autoscaling off */ -}}
{{- define "care-lib.autoscaling" -}}
{{- $g := .Values.global | default dict -}}
{{- if and .Values.autoscaling.enabled (not (dig "replicaCount" 0 $g)) -}}true{{- end -}}
{{- end -}}

{{- define "care-lib.replicaCount" -}}
{{- $g := .Values.global | default dict -}}
{{- dig "replicaCount" 0 $g | default .Values.replicaCount -}}
{{- end -}}

{{- /* the Service name (and host) of an in-cluster dependency of the release: nats, postgresql */ -}}
{{- define "care-lib.dependencyHost" -}}
{{- include "care-lib.fullnameFor" (dict "release" .root.Release.Name "name" .name) -}}
{{- end -}}

{{- define "care-lib.port" -}}
{{- $g := .root.Values.global | default dict -}}
{{- $defaults := dict "nats" 4222 "postgresql" 5432 "otlp" 4318 -}}
{{- dig "networkPolicy" "ports" .name (get $defaults .name) $g -}}
{{- end -}}

{{- define "care-lib.natsUrl" -}}
{{- $g := .Values.global | default dict -}}
{{- $external := dig "external" "natsUrl" "" $g -}}
{{- if $external -}}
{{- $external -}}
{{- else -}}
{{- printf "nats://%s:%s" (include "care-lib.dependencyHost" (dict "root" . "name" "nats")) (include "care-lib.port" (dict "root" . "name" "nats")) -}}
{{- end -}}
{{- end -}}

{{- /* the platform's name, as DATABASE_URL's database is in standalone mode: every service
database is <name>_<service>; global.postgresql.auth.database (default care) */ -}}
{{- define "care-lib.platformDatabase" -}}
{{- $g := .Values.global | default dict -}}
{{- dig "postgresql" "auth" "database" "care" $g | default "care" | replace "-" "_" -}}
{{- end -}}

{{- /* .root: a chart's context, .service: the service's name → <platform>_<service> */ -}}
{{- define "care-lib.serviceDatabaseName" -}}
{{- printf "%s_%s" (include "care-lib.platformDatabase" .root) (.service | replace "-" "_") -}}
{{- end -}}

{{- define "care-lib.databaseName" -}}
{{- .Values.database.name | default (include "care-lib.serviceDatabaseName" (dict "root" . "service" (include "care-lib.name" .))) -}}
{{- end -}}

{{- /* DATABASE_URL: external mode reads it whole from global.external.databaseSecret (one key per
deployable, its name by default); in-cluster mode builds it from the PostgreSQL dependency's
generated password, which Kubernetes substitutes for $(DATABASE_PASSWORD) */ -}}
{{- define "care-lib.databaseEnv" -}}
{{- $g := .Values.global | default dict -}}
{{- $secret := dig "external" "databaseSecret" "" $g -}}
{{- if $secret }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret | quote }}
      key: {{ .Values.database.secretKey | default (include "care-lib.name" .) | quote }}
{{- else }}
{{- $host := include "care-lib.dependencyHost" (dict "root" . "name" "postgresql") }}
{{- $user := dig "postgresql" "auth" "username" "care" $g }}
- name: DATABASE_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $host | quote }}
      key: password
- name: DATABASE_URL
  value: {{ printf "postgresql://%s:$(DATABASE_PASSWORD)@%s:%s/%s" $user $host (include "care-lib.port" (dict "root" . "name" "postgresql")) (include "care-lib.databaseName" .) | quote }}
{{- end }}
{{- end -}}

{{- /* env from Secrets: secretEnv.<NAME> = { secretName (default: the deployable's fullname), key } */ -}}
{{- define "care-lib.secretEnv" -}}
{{- $fullname := include "care-lib.fullname" . -}}
{{- range $name, $ref := .Values.secretEnv }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ $ref.secretName | default $fullname | quote }}
      key: {{ required (printf "secretEnv.%s.key is required" $name) $ref.key | quote }}
{{- end }}
{{- end -}}

{{- /* every non-secret setting, as the ConfigMap's data (env names → strings) */ -}}
{{- define "care-lib.configData" -}}
{{- $g := .Values.global | default dict -}}
{{- $data := dict -}}
{{- if .Values.containerPortEnv -}}
{{- $_ := set $data .Values.containerPortEnv (toString .Values.containerPort) -}}
{{- end -}}
{{- if .Values.nats.enabled -}}
{{- $_ := set $data "NATS_URL" (include "care-lib.natsUrl" .) -}}
{{- with (dig "busNamespace" "" $g) -}}
{{- $_ := set $data "BUS_NAMESPACE" . -}}
{{- end -}}
{{- end -}}
{{- if .Values.logs.enabled -}}
{{- $_ := set $data "LOG_LEVEL" (.Values.logs.level | default (dig "logLevel" "info" $g)) -}}
{{- end -}}
{{- $otel := dig "otel" "endpoint" "" $g -}}
{{- if and .Values.telemetry.enabled $otel -}}
{{- $_ := set $data "OTEL_EXPORTER_OTLP_ENDPOINT" $otel -}}
{{- end -}}
{{- range $name, $value := .Values.env -}}
{{- $_ := set $data $name (toString $value) -}}
{{- end -}}
{{- toYaml $data -}}
{{- end -}}

{{- define "care-lib.podSecurityContext" -}}
{{- $context := deepCopy (.Values.podSecurityContext | default dict) -}}
{{- $_ := set $context "runAsNonRoot" true -}}
{{- $_ := set $context "seccompProfile" (dict "type" "RuntimeDefault") -}}
{{- toYaml $context -}}
{{- end -}}

{{- /* enforced whatever the values say: a chart user may add fields, never weaken these */ -}}
{{- define "care-lib.containerSecurityContext" -}}
{{- $context := deepCopy (.Values.securityContext | default dict) -}}
{{- $_ := set $context "runAsNonRoot" true -}}
{{- $_ := set $context "allowPrivilegeEscalation" false -}}
{{- $_ := set $context "privileged" false -}}
{{- $_ := set $context "readOnlyRootFilesystem" true -}}
{{- $_ := set $context "capabilities" (dict "drop" (list "ALL")) -}}
{{- $_ := set $context "seccompProfile" (dict "type" "RuntimeDefault") -}}
{{- toYaml $context -}}
{{- end -}}

{{- define "care-lib.probe" -}}
httpGet:
  path: {{ required "every probe needs a path" .path }}
  port: http
periodSeconds: {{ .periodSeconds | default 10 }}
timeoutSeconds: {{ .timeoutSeconds | default 3 }}
failureThreshold: {{ .failureThreshold | default 3 }}
{{- with .initialDelaySeconds }}
initialDelaySeconds: {{ . }}
{{- end }}
{{- end -}}

{{- /* Prometheus's conventional pod annotations, for scrapers that discover pods by them (on by
default; global.metrics.annotations: false when a ServiceMonitor does the job) */ -}}
{{- define "care-lib.scrapeAnnotations" -}}
{{- $g := .Values.global | default dict -}}
{{- if and .Values.metrics.enabled (dig "metrics" "annotations" true $g) -}}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .Values.containerPort | quote }}
prometheus.io/path: {{ .Values.metrics.path | default "/metrics" | quote }}
{{- end -}}
{{- end -}}

{{- /* the ConfigMap with the shells' remotes.json, when this deployable mounts one */ -}}
{{- define "care-lib.remotesManifest" -}}
{{- $manifest := .Values.remotesManifest | default dict -}}
{{- if $manifest.enabled -}}
{{- $manifest.configMap | default (printf "%s-remotes" .Release.Name | trunc 63 | trimSuffix "-") -}}
{{- end -}}
{{- end -}}
