{{- define "care-lib.configMap" -}}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "care-lib.fullname" . }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
data:
  {{- include "care-lib.configData" . | nindent 2 }}
{{- end -}}
