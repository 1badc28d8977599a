{{- /* Migrations before the new version serves: the deployable's own image with migrations.env
(MIGRATE_ONLY=1: apply the kit's and the service's SQL migrations under the advisory lock, then
exit). A Helm hook, so its env is inline (the release's ConfigMap does not exist yet on a first
install) and it runs under the namespace's default service account without a token. With the
in-cluster PostgreSQL of a first install the database is created by the same release, so the
Job runs post-install there; services migrate at start anyway, under the same lock. */ -}}
{{- define "care-lib.migrationJob" -}}
{{- if and .Values.database.enabled .Values.migrations.enabled -}}
{{- $g := .Values.global | default dict -}}
{{- $inCluster := not (dig "external" "databaseSecret" "" $g) -}}
apiVersion: batch/v1
kind: Job
metadata:
  name: {{ printf "%s-migrate" (include "care-lib.fullname" .) | trunc 63 | trimSuffix "-" }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
  annotations:
    helm.sh/hook: {{ ternary "post-install,pre-upgrade" "pre-install,pre-upgrade" $inCluster }}
    helm.sh/hook-weight: "0"
    helm.sh/hook-delete-policy: before-hook-creation
spec:
  backoffLimit: {{ .Values.migrations.backoffLimit | default 2 }}
  activeDeadlineSeconds: {{ .Values.migrations.activeDeadlineSeconds | default 600 }}
  ttlSecondsAfterFinished: {{ .Values.migrations.ttlSecondsAfterFinished | default 86400 }}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: {{ include "care-lib.name" . }}
        app.kubernetes.io/instance: {{ .Release.Name }}
        app.kubernetes.io/component: migration
        app.kubernetes.io/part-of: care
    spec:
      restartPolicy: Never
      automountServiceAccountToken: false
      {{- include "care-lib.imagePullSecrets" . | nindent 6 }}
      securityContext:
        {{- include "care-lib.podSecurityContext" . | nindent 8 }}
      containers:
        - name: migrate
          image: {{ include "care-lib.image" . | quote }}
          imagePullPolicy: {{ include "care-lib.imagePullPolicy" . }}
          {{- with .Values.command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          env:
            {{- range $name, $value := .Values.migrations.env }}
            - name: {{ $name }}
              value: {{ toString $value | quote }}
            {{- end }}
            {{- if .Values.logs.enabled }}
            - name: LOG_LEVEL
              value: {{ .Values.logs.level | default (dig "logLevel" "info" $g) | quote }}
            {{- end }}
            {{- include "care-lib.databaseEnv" . | trim | nindent 12 }}
          resources:
            {{- toYaml (.Values.migrations.resources | default .Values.resources) | nindent 12 }}
          securityContext:
            {{- include "care-lib.containerSecurityContext" . | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ .Values.tmpSizeLimit | default "64Mi" }}
{{- end -}}
{{- end -}}
