{{- /* Development convenience only (global.secrets.generate: true, the dev profile): the Secret
that secretEnv entries without a secretName point at, filled with random values, kept across
upgrades (lookup) and uninstalls (resource-policy keep). In production the Secret is created by
whoever holds the values (kubectl create secret, External Secrets, Sealed Secrets …). */ -}}
{{- define "care-lib.generatedSecret" -}}
{{- $g := .Values.global | default dict -}}
{{- $keys := list -}}
{{- range $name, $ref := .Values.secretEnv -}}
{{- if not $ref.secretName -}}
{{- $keys = append $keys $ref.key -}}
{{- end -}}
{{- end -}}
{{- if and (dig "secrets" "generate" false $g) $keys -}}
{{- $name := include "care-lib.fullname" . -}}
{{- $existing := lookup "v1" "Secret" .Release.Namespace $name | default dict -}}
{{- $data := get $existing "data" | default dict -}}
apiVersion: v1
kind: Secret
metadata:
  name: {{ $name }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
  annotations:
    helm.sh/resource-policy: keep
type: Opaque
data:
  {{- range $key := $keys | uniq | sortAlpha }}
  {{ $key | quote }}: {{ get $data $key | default (randAlphaNum 48 | b64enc) | quote }}
  {{- end }}
{{- end -}}
{{- end -}}
