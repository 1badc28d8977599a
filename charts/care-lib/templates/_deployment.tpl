{{- /* The deployable's pods: hardened (non-root, read-only root filesystem, no capabilities,
RuntimeDefault seccomp, no service account token), probed on /healthz and /readyz, scraped on
/metrics, settings from the ConfigMap (rolled on change through its checksum) and secrets by
reference only. */ -}}
{{- define "care-lib.deployment" -}}
{{- $env := list (include "care-lib.secretEnv" . | trim) | compact -}}
{{- if .Values.database.enabled -}}
{{- $env = prepend $env (include "care-lib.databaseEnv" . | trim) -}}
{{- end -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "care-lib.fullname" . }}
  labels:
    {{- include "care-lib.labels" . | nindent 4 }}
spec:
  {{- if not (include "care-lib.autoscaling" .) }}
  replicas: {{ include "care-lib.replicaCount" . }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "care-lib.selectorLabels" . | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  template:
    metadata:
      labels:
        {{- include "care-lib.selectorLabels" . | nindent 8 }}
        app.kubernetes.io/part-of: care
        {{- with .Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        checksum/config: {{ include "care-lib.configData" . | sha256sum }}
        {{- with include "care-lib.scrapeAnnotations" . }}
        {{- . | nindent 8 }}
        {{- end }}
        {{- with .Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "care-lib.serviceAccountName" . }}
      automountServiceAccountToken: {{ .Values.serviceAccount.automountToken | default false }}
      {{- include "care-lib.imagePullSecrets" . | nindent 6 }}
      securityContext:
        {{- include "care-lib.podSecurityContext" . | nindent 8 }}
      terminationGracePeriodSeconds: {{ .Values.terminationGracePeriodSeconds | default 30 }}
      containers:
        - name: {{ include "care-lib.name" . }}
          image: {{ include "care-lib.image" . | quote }}
          imagePullPolicy: {{ include "care-lib.imagePullPolicy" . }}
          {{- with .Values.command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- with .Values.args }}
          args:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          ports:
            - name: http
              containerPort: {{ .Values.containerPort }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ include "care-lib.fullname" . }}
          {{- if $env }}
          env:
            {{- join "\n" $env | nindent 12 }}
          {{- end }}
          startupProbe:
            {{- include "care-lib.probe" .Values.probes.startup | nindent 12 }}
          livenessProbe:
            {{- include "care-lib.probe" .Values.probes.liveness | nindent 12 }}
          readinessProbe:
            {{- include "care-lib.probe" .Values.probes.readiness | nindent 12 }}
          resources:
            {{- toYaml (required "resources (requests and limits) are required" .Values.resources) | nindent 12 }}
          securityContext:
            {{- include "care-lib.containerSecurityContext" . | nindent 12 }}
          {{- if .Values.preStopSleepSeconds }}
          lifecycle:
            preStop:
              exec:
                # let the endpoints controller and the ingress drop this pod before it stops listening
                command: ["sleep", "{{ .Values.preStopSleepSeconds }}"]
          {{- end }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- if include "care-lib.remotesManifest" . }}
            - name: remotes
              mountPath: /etc/care/remotes
              readOnly: true
            {{- end }}
      volumes:
        # the only writable path: tsx's compile cache, nginx's pid and temp files
        - name: tmp
          emptyDir:
            sizeLimit: {{ .Values.tmpSizeLimit | default "64Mi" }}
        {{- with include "care-lib.remotesManifest" . }}
        # remotes.json for the shells (deploy/Dockerfile.frontend serves it at /remotes.json): a
        # directory mount, so the kubelet refreshes it when the ConfigMap changes; optional, so a
        # shell still starts (and answers 404 there) before the ConfigMap exists
        - name: remotes
          configMap:
            name: {{ . }}
            optional: true
            items:
              - key: remotes.json
                path: remotes.json
        {{- end }}
      {{- with .Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .Values.topologySpreadConstraints }}
      topologySpreadConstraints:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end -}}
